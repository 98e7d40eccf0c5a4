// Real pictures for the asset journeys, drawn with sharp so the upload's content check accepts them
// and the screenshots show something recognisable.
import sharp from 'sharp';

/** A width x height PNG: a green leaf-like ellipse on a pale sky, so the exported copy can be looked at. */
export const leafPng = (width: number, height: number): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#dbeafe"/>
    <ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.35}" ry="${height * 0.3}" fill="#16a34a"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.12}" fill="#facc15"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};
