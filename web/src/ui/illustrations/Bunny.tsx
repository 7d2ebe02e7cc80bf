import { Illustration, type IllustrationProps } from './Illustration';

export function Bunny(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 200 200" {...props}>
      <ellipse cx="100" cy="182" rx="58" ry="10" fill="#d8ccb4" />
      <ellipse cx="74" cy="48" rx="16" ry="44" fill="#e9e2d6" transform="rotate(-12 74 48)" />
      <ellipse cx="74" cy="52" rx="8" ry="32" fill="#f3b8c0" transform="rotate(-12 74 52)" />
      <ellipse cx="126" cy="48" rx="16" ry="44" fill="#e9e2d6" transform="rotate(12 126 48)" />
      <ellipse cx="126" cy="52" rx="8" ry="32" fill="#f3b8c0" transform="rotate(12 126 52)" />
      <ellipse cx="100" cy="140" rx="52" ry="44" fill="#efe8dc" />
      <circle cx="100" cy="102" r="42" fill="#f5efe6" />
      <circle cx="84" cy="98" r="6" fill="#2a2420" />
      <circle cx="116" cy="98" r="6" fill="#2a2420" />
      <circle cx="86" cy="96" r="2" fill="#fff" />
      <circle cx="118" cy="96" r="2" fill="#fff" />
      <ellipse cx="100" cy="112" rx="6" ry="4.5" fill="#e48a98" />
      <path d="M100 116 q-6 8 -12 4 M100 116 q6 8 12 4" stroke="#8a6a4f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="74" cy="116" r="7" fill="#f6c9cf" opacity="0.8" />
      <circle cx="126" cy="116" r="7" fill="#f6c9cf" opacity="0.8" />
      <ellipse cx="78" cy="176" rx="18" ry="9" fill="#f5efe6" />
      <ellipse cx="122" cy="176" rx="18" ry="9" fill="#f5efe6" />
    </Illustration>
  );
}
