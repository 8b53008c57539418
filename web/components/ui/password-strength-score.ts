import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Its own module so the estimator and its dictionaries (~1 MB) load only when a password field shows.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessable in moments) to 4 (very hard to guess); the name and address count as known words. */
export function passwordScore(password: string, userInputs: string[]): number {
  return estimator.check(password, userInputs).score;
}
