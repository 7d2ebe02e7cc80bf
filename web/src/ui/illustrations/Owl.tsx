import { Illustration, type IllustrationProps } from './Illustration';

export function Owl(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 200 200" {...props}>
      <ellipse cx="100" cy="184" rx="54" ry="9" fill="#d8ccb4" />
      <path d="M56 52 L70 74 L84 58 Z M144 52 L130 74 L116 58 Z" fill="#6b4f3a" />
      <ellipse cx="100" cy="118" rx="58" ry="66" fill="#8a6a4f" />
      <ellipse cx="100" cy="136" rx="38" ry="42" fill="#e9d3b4" />
      <path
        d="M80 126 q6 6 12 0 M108 126 q6 6 12 0 M86 146 q6 6 12 0 M102 146 q6 6 12 0 M94 164 q6 6 12 0"
        stroke="#c9ae8a"
        strokeWidth="2.5"
        fill="none"
      />
      <circle cx="78" cy="92" r="22" fill="#f5efe6" />
      <circle cx="122" cy="92" r="22" fill="#f5efe6" />
      <circle cx="78" cy="92" r="11" fill="#2a2420" />
      <circle cx="122" cy="92" r="11" fill="#2a2420" />
      <circle cx="81" cy="88" r="3.5" fill="#fff" />
      <circle cx="125" cy="88" r="3.5" fill="#fff" />
      <path d="M92 108 L100 122 L108 108 Z" fill="#e8b04b" />
      <path d="M42 120 Q36 150 58 170 Q62 140 52 118 Z M158 120 Q164 150 142 170 Q138 140 148 118 Z" fill="#6b4f3a" />
      <path
        d="M82 180 l-6 6 M88 180 v7 M94 180 l6 6 M106 180 l-6 6 M112 180 v7 M118 180 l6 6"
        stroke="#e8b04b"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Illustration>
  );
}
