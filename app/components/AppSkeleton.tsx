import { useLocation } from 'react-router-dom'

/** Grey page outline shown while the first page loads (spec section 2). */
export function AppSkeleton() {
  const { pathname } = useLocation()
  // sign-in and device pages are small and have no chrome to sketch
  if (pathname.startsWith('/login') || pathname.startsWith('/device')) return null
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="flex h-dvh flex-col motion-safe:animate-pulse"
    >
      <div className="h-12 border-b border-default" />
      <div className="flex flex-1">
        <div className="w-56 space-y-2 border-r border-default p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-6 rounded bg-secondary" />
          ))}
        </div>
        <div className="flex-1 space-y-3 p-6">
          <div className="h-8 w-48 rounded bg-secondary" />
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-10 rounded bg-secondary" />
          ))}
        </div>
      </div>
    </div>
  )
}
