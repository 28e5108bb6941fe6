import { useCallback, useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'

import { api, useApiMutation } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { useCurrentUser } from '~/hooks/use-current-user'
import { Button } from '~/ui/Button'
import { ErrorMessage } from '~/ui/ErrorMessage'
import { pb } from '~/util/path-builder'

import { codeOf, CODE_LENGTH, emptyBoxes, isComplete, type Boxes } from './device-code'
import { DeviceCodeBoxes } from './DeviceCodeBoxes'

/**
 * Nexus answers 404 for a code it does not know and 400 for one that has expired; both
 * mean the code cannot be used. Anything else (the server failing, the network) is not
 * the code's fault and is said as it is.
 */
function confirmErrorText(error: ApiError) {
  if (error.statusCode === 400 && /expired/i.test(error.message)) {
    return 'Code is invalid: it has expired. Start signing in on your device again for a new code.'
  }
  if (error.statusCode === 404 || error.statusCode === 400) return 'Code is invalid'
  return error.message
}

/**
 * Where a signed-in user confirms the code the CLI showed them (spec sections 2, 4 and
 * 5), so that the CLI's polling receives a token acting as this user.
 */
export default function DeviceVerifyPage() {
  const navigate = useNavigate()
  const { me } = useCurrentUser()
  const [boxes, setBoxes] = useState<Boxes>(emptyBoxes)
  const ids = { text: useId(), error: useId() }

  const confirm = useApiMutation(api.deviceAuthConfirm, {
    // the code is used up: going back should not offer it again
    onSuccess: () => navigate(pb.deviceSuccess(), { replace: true }),
  })
  const { reset, isError } = confirm

  const complete = isComplete(boxes)
  // spec section 4: disabled until 8 letters, while pending, and after success
  const blocked = !complete || confirm.isSuccess

  const onBoxesChange = useCallback(
    (next: Boxes) => {
      setBoxes(next)
      // the error was about the code as it was; the letters typed stay
      if (isError) reset()
    },
    [isError, reset],
  )

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (blocked || confirm.isPending) return
    confirm.mutate({ body: { userCode: codeOf(boxes) } })
  }

  const error = confirm.error ? confirmErrorText(confirm.error) : null

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold text-default">Device Authentication</h1>
        <p id={ids.text} className="mt-1 text-sm text-secondary">
          Enter the code shown on your device
        </p>
      </div>
      <DeviceCodeBoxes
        boxes={boxes}
        onChange={onBoxesChange}
        describedBy={error ? `${ids.text} ${ids.error}` : ids.text}
        invalid={!!error}
        readOnly={confirm.isPending || confirm.isSuccess}
      />
      {error && <ErrorMessage id={ids.error}>{error}</ErrorMessage>}
      <Button
        type="submit"
        className="w-full"
        loading={confirm.isPending}
        disabled={blocked}
        disabledReason={!complete && `Enter all ${CODE_LENGTH} letters of the code`}
      >
        Log in on device
      </Button>
      {/* the device gets a token acting as this user: say who that is before they agree */}
      <p className="text-center text-xs text-tertiary">
        The device will act as <span className="text-secondary">{me.displayName}</span> in silo{' '}
        <span className="font-mono text-secondary">{me.siloName}</span>.
      </p>
    </form>
  )
}
