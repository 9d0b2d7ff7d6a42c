import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { DERIVATIVE_SIZES } from '@vernissage/shared';
import { ingestImage } from '../apps/server/src/platform/images/ingest-image.js';
import { makeImage } from '../apps/server/src/platform/images/test-images.js';

/**
 * The bare pipeline: what any service storing an artwork photo must do with sharp alone — decode
 * once, turn upright, re-encode the original without metadata, make the three WebP sizes and a
 * placeholder — with no checks around it. The platform's ingest does the same plus sniffing,
 * limits and a dominant colour.
 */
async function barePipeline(input: Buffer) {
  const upright = sharp(input).rotate();
  const outputs = [
    upright.clone().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer(),
    ...Object.values(DERIVATIVE_SIZES).map((size) =>
      upright.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    ),
    upright.clone().resize(32, 32, { fit: 'inside' }).webp({ quality: 40 }).toBuffer(),
  ];
  await Promise.all(outputs);
}

async function timeEach(rounds: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The middle of the times (the upper one of two). */
export const median = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** Image ingest beside the bare sharp pipeline on the same file (a 12-megapixel photo). */
export async function benchImages(rounds = Number(process.env.BENCH_IMAGE_ROUNDS ?? 5)) {
  const input = await makeImage('jpeg', { width: 4000, height: 3000, noise: true });
  await barePipeline(input);
  await ingestImage(input);
  const bare = await timeEach(rounds, () => barePipeline(input));
  const ingest = await timeEach(rounds, () => ingestImage(input));
  return {
    megapixels: 12,
    rounds,
    bareMs: median(bare),
    ingestMs: median(ingest),
    ratio: median(ingest) / median(bare),
  };
}
