// The big pictures of the app's own screens: crash, offline, update (every app's first chunk).
import { Icon, type IconProps } from './icon.js';

/** An exclamation mark in a triangle: something went wrong. */
export function AlertTriangleIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.5} {...props}>
      <path d="M12 3l10 18H2z" strokeLinejoin="round" />
      <path d="M12 10v5" strokeLinecap="round" strokeWidth="2" />
      <circle cx="12" cy="18" r="1" fill="currentColor" />
    </Icon>
  );
}

/** Wi-Fi waves struck through: offline. */
export function WifiOffIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.5} strokeLinecap="round" {...props}>
      <path d="M2 8.8a15 15 0 0120 0M5.2 12.2a10 10 0 0113.6 0M8.5 15.5a5 5 0 017 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
      <path d="M3 3l18 18" />
    </Icon>
  );
}

/** An arrow down onto a line: download, update. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}
