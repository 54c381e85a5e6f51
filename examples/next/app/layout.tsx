import type { ReactNode } from 'react';

// No favicon request (the runner fails on any 404).
export const metadata = { title: 'carpet-solitaire in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
