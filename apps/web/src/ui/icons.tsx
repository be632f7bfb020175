import type { ReactNode, SVGProps } from 'react';

/** Line icons on a 24 px grid, drawn in currentColor; decorative unless given a title by the caller. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const HomeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />
  </Svg>
);

export const LiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="2.5" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </Svg>
);

export const TicketIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 3.5h14v17l-2.33-1.5-2.34 1.5L12 19l-2.33 1.5L7.33 19 5 20.5z" />
    <path d="M9 8.5h6M9 12h6M9 15.5h3" />
  </Svg>
);

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Svg>
);

export const SunIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </Svg>
);

export const MoonIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
  </Svg>
);

export const GlobeIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </Svg>
);

export const GlobeOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3zM4.5 4.5l15 15" />
  </Svg>
);

export const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Svg>
);

export const LockIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
  </Svg>
);

export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Svg>
);

export const CompassIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Svg>
);

export const ChevronIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const SoccerIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 8.2 3.4 2.5-1.3 4h-4.2l-1.3-4zM12 8.2V3.5M15.4 10.7l4.3-1.4M14.1 14.7l2.6 3.7M9.9 14.7l-2.6 3.7M8.6 10.7 4.3 9.3" />
  </Svg>
);

export const TennisIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.7c2.9 1.7 4.4 3.8 4.4 6.3s-1.5 4.6-4.4 6.3M18.4 5.7c-2.9 1.7-4.4 3.8-4.4 6.3s1.5 4.6 4.4 6.3" />
  </Svg>
);

export const BasketballIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3v18M5.8 5.5c3.2 3.6 3.2 9.4 0 13M18.2 5.5c-3.2 3.6-3.2 9.4 0 13" />
  </Svg>
);

export const CricketIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m14.5 3.5 4 4-9.2 9.2a1.4 1.4 0 0 1-2 0l-2-2a1.4 1.4 0 0 1 0-2zM6.3 15.7 3.5 18.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </Svg>
);

export const IceHockeyIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5 12.5 16H19a1.5 1.5 0 0 1 0 3h-7.5a1.5 1.5 0 0 1-1.3-.8L3.4 5" />
    <rect x="3" y="17" width="5.5" height="2.5" rx="1.2" />
  </Svg>
);

export const TableTennisIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="10" cy="10" r="6.5" />
    <path d="m14.6 14.6 5 5" />
    <circle cx="19" cy="5.5" r="1.8" />
  </Svg>
);

export const EsportsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 7.5h10a4 4 0 0 1 4 3.6l.6 5a2.6 2.6 0 0 1-4.6 2l-2.2-2.6H9.2L7 18.1a2.6 2.6 0 0 1-4.6-2l.6-5a4 4 0 0 1 4-3.6z" />
    <path d="M8 10.5v3.5M6.25 12.25h3.5M15.5 11h.01M17.5 13.5h.01" />
  </Svg>
);

export const TrophyIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4.5M16 6h3a3 3 0 0 1-3 4.5M12 13v4M8 20.5h8M9.5 17h5l.5 3.5H9z" />
  </Svg>
);

export const GiftIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-3.5-5-1.2C7 8 9 8 12 8zM12 8c1.5-3 5-3.5 5-1.2C17 8 15 8 12 8z" />
  </Svg>
);

/** A chequered finish flag: horse racing. */
export const FlagIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 21V4M5 4h13l-2.5 4.5L18 13H5" />
    <path d="M9 4v9M13 4v9M5 8.5h11.5" />
  </Svg>
);

/** A lottery ball. */
export const LotteryIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="3.5" />
  </Svg>
);
