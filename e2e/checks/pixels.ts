import sharp from 'sharp';

/** How two screenshots differ: whether they have one size, how many pixels differ, and by how much at most. */
export async function pixelDifference(a: Buffer, b: Buffer) {
  const raw = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([raw(a), raw(b)]);
  const sameSize = left.info.width === right.info.width && left.info.height === right.info.height;
  if (!sameSize) return { sameSize, pixels: Number.POSITIVE_INFINITY, largestStep: 255 };
  let pixels = 0;
  let largestStep = 0;
  for (let i = 0; i < left.data.length; i += 4) {
    let step = 0;
    for (let c = 0; c < 4; c++)
      step = Math.max(step, Math.abs((left.data[i + c] ?? 0) - (right.data[i + c] ?? 0)));
    if (step > 0) pixels++;
    largestStep = Math.max(largestStep, step);
  }
  return { sameSize, pixels, largestStep };
}
