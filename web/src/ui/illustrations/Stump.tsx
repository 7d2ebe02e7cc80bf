import { Illustration, type IllustrationProps } from './Illustration';

export function Stump(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 240 200" {...props}>
      <ellipse cx="120" cy="178" rx="104" ry="16" fill="#6f8f52" />
      <path d="M40 70 V160 Q40 176 60 178 Q30 186 26 178 Q40 172 40 160 Z" fill="#5a4230" />
      <path d="M200 70 V160 Q200 176 180 178 Q210 186 214 178 Q200 172 200 160 Z" fill="#5a4230" />
      <rect x="40" y="70" width="160" height="100" fill="#7d5d44" />
      <path
        d="M66 84 V160 M98 80 V166 M140 82 V164 M174 86 V158"
        stroke="#5a4230"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.6"
      />
      <ellipse cx="120" cy="70" rx="80" ry="22" fill="#d9b98c" />
      <ellipse cx="120" cy="70" rx="56" ry="15" fill="none" stroke="#a47e58" strokeWidth="3" />
      <ellipse cx="120" cy="70" rx="32" ry="8.5" fill="none" stroke="#a47e58" strokeWidth="3" />
      <ellipse cx="120" cy="70" rx="10" ry="3" fill="#a47e58" />
      <circle cx="120" cy="124" r="14" fill="#3b2c20" />
      <circle cx="120" cy="124" r="9" fill="#e8b04b" opacity="0.85" />
      <path d="M58 178 q6 -16 12 0 M172 178 q6 -18 12 0 M92 180 q4 -12 8 0" fill="#4f7a3c" />
    </Illustration>
  );
}
