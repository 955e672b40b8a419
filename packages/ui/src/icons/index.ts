// The design kit's icons (`@storefront/ui/icons`). Icons share a module only when the same screens
// draw them, or when most screens do (./common.tsx): a module is what a chunk is made of, so a page
// loads the icons it draws and few others. packages/ui has no side effects: unused ones are dropped.
export { Icon, MINI, type IconProps } from './icon.js';
export { HomeIcon, BuildingIcon } from './address-types.js';
export { AlertCircleSolidIcon } from './alert-circle-solid.js';
export { AlertTriangleIcon, WifiOffIcon, DownloadIcon } from './app-states.js';
export { ArrowLeftIcon } from './arrow-left.js';
export { BrokenImageIcon } from './broken-image.js';
export { VisaIcon, MastercardIcon } from './card-marks.js';
export { CheckIcon } from './check.js';
export { CheckCircleIcon, AlertCircleIcon, InfoCircleIcon } from './circled.js';
export { ClockIcon } from './clock.js';
export {
  ChevronIcon,
  CloseIcon,
  SearchIcon,
  UserIcon,
  PinIcon,
  StoreIcon,
  BagIcon,
  StarSolidIcon,
  type ChevronIconProps,
} from './common.js';
export { CopyIcon } from './copy.js';
export { CardIcon, GatewayCardIcon, CashIcon, CardMachineIcon } from './payment-methods.js';
export { PlusIcon, MinusIcon } from './plus-minus.js';
export { SearchXIcon } from './search-x.js';
export { StarIcon } from './star.js';
export { BoltIcon, CalendarIcon } from './store-badges.js';
export { ChatIcon, StopwatchIcon } from './store-info.js';
export { TagIcon } from './tag.js';
export { TrashIcon } from './trash.js';
