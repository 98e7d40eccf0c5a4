/** A small whiteboard drawing for the sign-in and landing pages (decorative). */
export function WhiteboardIllustration({ width = 280 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 280 190" role="presentation" aria-hidden>
      <rect x="10" y="10" width="260" height="150" rx="12" fill="#fff" stroke="#c5cae9" strokeWidth="4" />
      <path d="M40 120 C 70 60, 100 60, 120 100 S 170 140, 200 70" fill="none" stroke="#3f51b5" strokeWidth="5" strokeLinecap="round" />
      <circle cx="210" cy="55" r="16" fill="none" stroke="#00acc1" strokeWidth="5" />
      <path d="M40 45 h70 M40 60 h45" stroke="#9fa8da" strokeWidth="5" strokeLinecap="round" />
      <path d="M120 160 l-20 25 M160 160 l20 25" stroke="#c5cae9" strokeWidth="5" strokeLinecap="round" />
      <path d="M222 128 l26 -26 l8 8 l-26 26 z" fill="#ffb74d" />
    </svg>
  );
}
