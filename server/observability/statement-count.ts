/**
 * BENCH_COUNT_STATEMENTS=1 (bench/idle only): the statements the app sends through its database
 * client are counted, and SIGUSR2 prints the count to stderr as one JSON line; `=verbose` also
 * prints each statement's first words as it is sent (what an idle server still asks). Off by
 * default: no signal handler, one constant check per statement.
 */
const mode = process.env.BENCH_COUNT_STATEMENTS;
const counting = mode === '1' || mode === 'verbose';
let statements = 0;

if (counting) process.on('SIGUSR2', () => process.stderr.write(`${JSON.stringify({ benchStatements: statements })}\n`));

export function countStatement(sql: string): void {
  if (!counting) return;
  statements++;
  if (mode === 'verbose')
    process.stderr.write(`${JSON.stringify({ benchStatement: sql.replace(/\s+/g, ' ').trim().slice(0, 100), at: Date.now() })}\n`);
}
