import sharp from 'sharp';

/**
 * Generated pictures for the demo works: each artist has a palette and a way of drawing, and a
 * seed number makes every work different but the same on every install.
 */
export type DemoStyle = 'ceramic' | 'photo' | 'abstract';

const PALETTES: Record<DemoStyle, string[]> = {
  ceramic: ['#f4efe6', '#d9cfc1', '#9fb4c7', '#5b7d99', '#2f4858'],
  photo: ['#0f1c2e', '#1f3b57', '#3c6e71', '#d9a441', '#f2e8cf'],
  abstract: ['#e63946', '#f1faee', '#a8dadc', '#457b9d', '#1d3557'],
};

function random(seed: number) {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    return state / 0xffffffff;
  };
}

function svgFor(style: DemoStyle, seed: number, width: number, height: number): string {
  const next = random(seed + 1);
  const palette = PALETTES[style];
  const pick = () => palette[Math.floor(next() * palette.length)]!;
  const shapes: string[] = [];
  if (style === 'ceramic') {
    // A vessel on a plain ground.
    const cx = width / 2;
    const w = width * (0.28 + next() * 0.12);
    const h = height * (0.5 + next() * 0.15);
    const top = height * 0.22;
    shapes.push(`<rect width="${width}" height="${height}" fill="${palette[0]}"/>`);
    shapes.push(
      `<ellipse cx="${cx}" cy="${top + h * 0.55}" rx="${w / 2}" ry="${h / 2}" fill="${pick()}" opacity="0.95"/>`,
    );
    shapes.push(
      `<rect x="${cx - w * 0.18}" y="${top}" width="${w * 0.36}" height="${h * 0.12}" rx="6" fill="${palette[1]}"/>`,
    );
    shapes.push(`<ellipse cx="${cx}" cy="${top + h + 8}" rx="${w / 2.2}" ry="8" fill="#00000022"/>`);
  } else if (style === 'photo') {
    // A horizon at dusk: sky bands, a sun, the sea.
    const horizon = height * (0.55 + next() * 0.15);
    shapes.push(
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[3]}"/></linearGradient></defs>`,
    );
    shapes.push(`<rect width="${width}" height="${horizon}" fill="url(#sky)"/>`);
    shapes.push(
      `<circle cx="${width * (0.2 + next() * 0.6)}" cy="${horizon - 20}" r="${30 + next() * 40}" fill="${palette[4]}" opacity="0.9"/>`,
    );
    shapes.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette[1]}"/>`);
    for (let i = 0; i < 12; i++) {
      shapes.push(
        `<rect x="${next() * width}" y="${horizon + next() * (height - horizon)}" width="${40 + next() * 120}" height="2" fill="${palette[4]}" opacity="0.5"/>`,
      );
    }
  } else {
    shapes.push(`<rect width="${width}" height="${height}" fill="${palette[1]}"/>`);
    for (let i = 0; i < 14; i++) {
      const x = next() * width;
      const y = next() * height;
      const size = 30 + next() * width * 0.3;
      shapes.push(
        next() > 0.5
          ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${pick()}" opacity="${0.5 + next() * 0.5}"/>`
          : `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + next())}" fill="${pick()}" opacity="${0.5 + next() * 0.5}" transform="rotate(${next() * 40 - 20} ${x} ${y})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
}

/** A JPEG of a generated picture, as a camera or scanner would hand it over. */
export async function demoPicture(style: DemoStyle, seed: number, width = 900, height = 1100): Promise<Buffer> {
  return sharp(Buffer.from(svgFor(style, seed, width, height)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
