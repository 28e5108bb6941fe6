import { Link } from 'react-router-dom'

import type { Instance } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { instanceActionRule } from '~/api/action-reasons'
import { firstReason } from '~/api/action-reasons'
import { instanceCan } from '~/api/util'
import { useInstanceParams } from '~/hooks/use-params'
import { useProjectAccess } from '~/hooks/use-project-access'
import { Button, buttonClass } from '~/ui/Button'
import { pb } from '~/util/path-builder'

/**
 * The serial console link, or a disabled button saying why there is none: the user's
 * project role or the run state (spec §4) does not allow it.
 */
export function SerialConsoleLink({ instance }: { instance: Instance }) {
  const { project } = useInstanceParams()
  const reason = firstReason(
    useProjectAccess(project).changeReason('serialConsole'),
    !instanceCan.serialConsole(instance) && instanceActionRule('serialConsole'),
  )
  if (reason) {
    return (
      <Button variant="secondary" size="sm" disabled disabledReason={reason}>
        Serial console
      </Button>
    )
  }
  return (
    <Link
      to={pb.serialConsole({ project, instance: instance.name })}
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      Serial console
    </Link>
  )
}
