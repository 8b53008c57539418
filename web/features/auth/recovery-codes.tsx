/** The ten recovery codes, shown once: each signs in once when the phone is not at hand. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h2 id="recovery-codes-title" className="text-lg font-semibold text-slate-900">
        Your recovery codes
      </h2>
      <p className="text-sm text-slate-700">
        Save these somewhere safe, such as a password manager. Each code signs you in once if you lose your phone. They are shown only now.
      </p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
