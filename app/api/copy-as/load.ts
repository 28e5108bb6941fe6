// The trigger side of "Copy as": a few bytes that pages hold; the generators load with
// import() when a menu asks for the commands.
import type { CommandTexts } from './commands'
import type { CopyRequest } from './request'

/** `RowAction.commands` for a request: built when the row's "Copy as…" opens */
export const commandsOf =
  (request: CopyRequest) => (): Promise<CommandTexts | { reason: string }> =>
    // the origin read at click time: the API is served where the console is
    import('./commands').then((m) => m.commandsFor(request, window.location.origin))
