import type { SampleItem } from './types';

/** Today's About page names nobody (only "Leadership team" prose): the sample invents no people. */
export const sampleTeam: SampleItem<'team'>[] = [];
