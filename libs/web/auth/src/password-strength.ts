import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's estimate (0 very weak to 4 strong) with the common passwords the api refuses: loaded only on the pages
 * that choose a password (a chunk of its own), never with the rest of the app.
 */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export const passwordScore = (password: string): 0 | 1 | 2 | 3 | 4 => estimator.check(password.slice(0, 128)).score;
