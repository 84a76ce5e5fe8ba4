/// <reference lib="dom" />
// What a scene is: a composition of one style, painted in logical units, with its alt text.
import type { Ctx } from './canvas';
import type { Rng } from './random';

export interface SceneArgs {
  ctx: Ctx;
  r: Rng;
  W: number;
  H: number;
  variant: number;
}

export interface Scene {
  paint: (a: SceneArgs) => void;
  alt: string;
}
