import sharp from 'sharp';

/** Our own abstract avatar art (no text, so it renders the same without fonts), as a PNG. */
export async function demoAvatarPng(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const hue2 = (hue + 140) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,58%)"/><stop offset="1" stop-color="hsl(${hue2},65%,42%)"/>
    </linearGradient></defs>
    <rect width="512" height="512" fill="url(#g)"/>
    <circle cx="256" cy="206" r="96" fill="hsl(${hue},60%,92%)"/>
    <path d="M96 480c0-100 72-160 160-160s160 60 160 160z" fill="hsl(${hue},60%,92%)"/>
    <circle cx="${120 + (seed % 5) * 60}" cy="70" r="${18 + (seed % 4) * 6}" fill="hsla(${hue2},80%,85%,0.5)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Product art: a simple shape on a coloured ground. */
export async function demoProductPng(seed: number): Promise<Buffer> {
  const hue = (seed * 83 + 20) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" fill="hsl(${hue},55%,88%)"/>
    <rect x="136" y="150" width="240" height="240" rx="36" fill="hsl(${hue},60%,45%)"/>
    <rect x="196" y="110" width="120" height="80" rx="24" fill="none" stroke="hsl(${hue},60%,35%)" stroke-width="22"/>
    <circle cx="256" cy="270" r="46" fill="hsl(${hue},70%,80%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
