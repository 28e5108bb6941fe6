import { Outlet } from 'react-router-dom'

/** Sign-in pages: no chrome, no skeleton, a single centred panel. */
export function AuthLayout() {
  return (
    <main className="flex h-full items-center justify-center p-6">
      <div className="w-full max-w-sm rounded-lg border border-default bg-raise p-8 shadow-2xl">
        <Outlet />
      </div>
    </main>
  )
}
