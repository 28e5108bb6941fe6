const jsonHeaders = { 'Content-Type': 'application/json' }

/** 201 with the created record, as Nexus answers every create */
export const created = (body: object) =>
  new Response(JSON.stringify(body), { status: 201, headers: jsonHeaders })

/** 202 with a body: Nexus answers instance actions and attach/detach this way */
export const accepted = (body: object) =>
  new Response(JSON.stringify(body), { status: 202, headers: jsonHeaders })

/** 204, optionally with headers (e.g. Set-Cookie) */
export const noContent = (headers?: Record<string, string>) =>
  new Response(null, { status: 204, headers })
