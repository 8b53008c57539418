/** Prints each [name, passed, figure] check and PASS or FAIL, and sets the exit code by them. */
export function reportChecks(checks) {
  console.log('');
  for (const [name, ok, figure] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}  (${figure})`);
  const ok = checks.every(([, passed]) => passed);
  console.log(ok ? '\nPASS' : '\nFAIL');
  process.exitCode = ok ? 0 : 1;
}
