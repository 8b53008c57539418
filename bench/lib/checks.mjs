/** Prints each [goal, met, figure] as MET or NOT MET, then whether all were, and sets the exit code by them. */
export function reportChecks(checks) {
  console.log('');
  for (const [name, ok, figure] of checks) console.log(`${ok ? 'MET    ' : 'NOT MET'}  ${name}  (${figure})`);
  const missed = checks.filter(([, passed]) => !passed).length;
  console.log(missed ? `\nNOT MET: ${missed} of ${checks.length} goals` : `\nMET: all ${checks.length} goals`);
  process.exitCode = missed ? 1 : 0;
}
