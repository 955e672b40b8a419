import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import {
  AlertCircleIcon,
  AlertCircleSolidIcon,
  AlertTriangleIcon,
  ArrowLeftIcon,
  BagIcon,
  BoltIcon,
  BrokenImageIcon,
  BuildingIcon,
  CalendarIcon,
  CardIcon,
  CardMachineIcon,
  CashIcon,
  ChatIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronIcon,
  ClockIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  GatewayCardIcon,
  HomeIcon,
  InfoCircleIcon,
  MastercardIcon,
  MinusIcon,
  PinIcon,
  PlusIcon,
  SearchIcon,
  SearchXIcon,
  StarIcon,
  StarSolidIcon,
  StopwatchIcon,
  StoreIcon,
  TagIcon,
  TrashIcon,
  UserIcon,
  VisaIcon,
  WifiOffIcon,
} from './icons/index.js';

const meta = { title: 'Basics/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SIZE = 'size-6';

/** Each icon with its name; `mini` ones are the 20-unit drawings. */
const ICONS: [string, ReactNode][] = [
  ['ArrowLeftIcon (rtl:-scale-x-100)', <ArrowLeftIcon className={`${SIZE} rtl:-scale-x-100`} />],
  [
    'ChevronIcon left (rtl:-scale-x-100)',
    <ChevronIcon direction="left" className={`${SIZE} rtl:-scale-x-100`} />,
  ],
  ['ChevronIcon right', <ChevronIcon direction="right" className={SIZE} />],
  ['ChevronIcon mini right', <ChevronIcon mini direction="right" className={SIZE} />],
  ['ChevronIcon mini down', <ChevronIcon mini direction="down" className={SIZE} />],
  ['CloseIcon', <CloseIcon className={SIZE} />],
  ['CheckIcon', <CheckIcon className={SIZE} />],
  ['CheckIcon mini', <CheckIcon mini className={SIZE} />],
  ['PlusIcon', <PlusIcon className={SIZE} />],
  ['PlusIcon mini', <PlusIcon mini className={SIZE} />],
  ['MinusIcon', <MinusIcon className={SIZE} />],
  ['MinusIcon mini', <MinusIcon mini className={SIZE} />],
  ['TrashIcon', <TrashIcon className={SIZE} />],
  ['TrashIcon mini', <TrashIcon mini className={SIZE} />],
  ['SearchIcon', <SearchIcon className={SIZE} />],
  ['CopyIcon', <CopyIcon className={SIZE} />],
  ['TagIcon', <TagIcon className={SIZE} />],
  ['UserIcon', <UserIcon className={SIZE} />],
  ['PinIcon', <PinIcon className={SIZE} />],
  ['PinIcon mini', <PinIcon mini className={SIZE} />],
  ['StoreIcon', <StoreIcon className={SIZE} />],
  ['HomeIcon', <HomeIcon className={SIZE} />],
  ['BuildingIcon', <BuildingIcon className={SIZE} />],
  ['ClockIcon', <ClockIcon className={SIZE} />],
  ['ClockIcon mini', <ClockIcon mini className={SIZE} />],
  ['StopwatchIcon', <StopwatchIcon className={SIZE} />],
  ['CalendarIcon', <CalendarIcon className={SIZE} />],
  ['BoltIcon', <BoltIcon className={SIZE} />],
  ['ChatIcon', <ChatIcon className={SIZE} />],
  ['BagIcon', <BagIcon className={SIZE} />],
  ['StarIcon', <StarIcon className={SIZE} />],
  ['StarIcon filled', <StarIcon filled className={`${SIZE} text-brand`} />],
  ['StarSolidIcon', <StarSolidIcon className={SIZE} />],
  ['StarSolidIcon mini', <StarSolidIcon mini className={SIZE} />],
  ['CheckCircleIcon', <CheckCircleIcon className={SIZE} />],
  ['InfoCircleIcon', <InfoCircleIcon className={SIZE} />],
  ['AlertCircleIcon', <AlertCircleIcon className={SIZE} />],
  ['AlertCircleIcon mini', <AlertCircleIcon mini className={SIZE} />],
  ['AlertCircleSolidIcon', <AlertCircleSolidIcon className={`${SIZE} text-danger`} />],
  ['AlertTriangleIcon', <AlertTriangleIcon className={`${SIZE} text-danger`} />],
  ['WifiOffIcon', <WifiOffIcon className={SIZE} />],
  ['DownloadIcon', <DownloadIcon className={SIZE} />],
  ['BrokenImageIcon', <BrokenImageIcon className={SIZE} />],
  ['SearchXIcon', <SearchXIcon className={`${SIZE} text-brand`} />],
  ['CardIcon', <CardIcon className={SIZE} />],
  ['GatewayCardIcon', <GatewayCardIcon className={SIZE} />],
  ['CashIcon', <CashIcon className={SIZE} />],
  ['CardMachineIcon', <CardMachineIcon className={SIZE} />],
  ['VisaIcon', <VisaIcon className="h-6 w-9" />],
  ['MastercardIcon', <MastercardIcon className="h-6 w-9" />],
];

/** Every icon of `@storefront/ui/icons` at size-6; the pointing ones turn round in Arabic. */
export const All: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-3 p-4 text-ink">
      {ICONS.map(([name, icon]) => (
        <li key={name} className="flex items-center gap-3 text-sm">
          {icon}
          <code className="break-all">{name}</code>
        </li>
      ))}
    </ul>
  ),
};
