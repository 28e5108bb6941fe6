/** Spec section 2: the system issues page exists and is empty for now. */
export default function SystemIssuesPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-default">Issues</h1>
      <div className="rounded-lg border border-default bg-raise px-6 py-12 text-center">
        <h2 className="text-base font-medium text-default">No issues</h2>
        <p className="mt-1 text-sm text-secondary">The system has nothing to report.</p>
      </div>
    </>
  )
}
