import { Illustration, type IllustrationProps } from './Illustration';

export function Headphones(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 200 200" {...props}>
      <path d="M40 118 V100 A60 60 0 0 1 160 100 V118" fill="none" stroke="#2f5d3a" strokeWidth="14" strokeLinecap="round" />
      <rect x="26" y="108" width="40" height="64" rx="18" fill="#5f7f45" />
      <rect x="134" y="108" width="40" height="64" rx="18" fill="#5f7f45" />
      <rect x="40" y="118" width="14" height="44" rx="7" fill="#e8b04b" />
      <rect x="146" y="118" width="14" height="44" rx="7" fill="#e8b04b" />
      <path
        d="M84 132 q8 -10 0 -20 M96 138 q14 -16 0 -32 M108 144 q20 -22 0 -44"
        stroke="#a47e58"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </Illustration>
  );
}
