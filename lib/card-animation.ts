/** A card fades in over 0.5 s, staggered by 0.1 s times its index. */
export const CARD_FADE_DURATION_S = 0.5;
export const CARD_FADE_STAGGER_S = 0.1;

export function cardFadeDelay(index: number): number {
  return Math.round(CARD_FADE_STAGGER_S * index * 1000) / 1000;
}
