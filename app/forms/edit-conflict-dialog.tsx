// The dialog an edit form opens when the resource was saved elsewhere after the form was
// opened: what changed, field by field, and the choice between saving this form anyway
// (Overwrite) and taking the newer values into the form (Reload).
import { useState } from 'react'

import { Button } from '~/ui/Button'
import { Checkbox } from '~/ui/Checkbox'
import { Modal } from '~/ui/Modal'

import type { FieldChange } from './edit-conflict'

export type EditConflict = {
  /** what the form edits, in the title: "project", "firewall rule" */
  noun: string
  changes: FieldChange[]
  /** changes outside the form's fields (the VPC's other firewall rules) */
  others: string[]
}

type Props = {
  conflict: EditConflict
  onOverwrite: () => void
  /** with the conflicting fields whose typed value the user keeps */
  onReload: (keep: Set<string>) => void
  onCancel: () => void
}

const cell = 'border-b border-default px-2 py-1.5 text-left align-top'

export function EditConflictDialog({ conflict, onOverwrite, onReload, onCancel }: Props) {
  const [keep, setKeep] = useState<Set<string>>(() => new Set())
  const conflicting = conflict.changes.filter((c) => c.conflicting)
  const toggle = (key: string, on: boolean) =>
    setKeep((prev) => {
      const next = new Set(prev)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  return (
    <Modal isOpen onDismiss={onCancel} title={`This ${conflict.noun} changed`} width="free">
      <Modal.Body className="space-y-3">
        <p>
          Someone saved this {conflict.noun} after you opened the form. Overwrite saves your form as
          it is; Reload takes the newer values into the form
          {conflicting.length > 0 ? ', replacing your edits unless you keep them' : ''}.
        </p>
        {conflict.changes.length > 0 && (
          <table aria-label="Changed fields" className="w-full border-separate border-spacing-0">
            <thead className="text-xs text-tertiary">
              <tr>
                <th className={cell}>Field</th>
                <th className={cell}>When opened</th>
                <th className={cell}>Now</th>
                <th className={cell}>This form saves</th>
                {conflicting.length > 0 && <th className={cell}>On reload</th>}
              </tr>
            </thead>
            <tbody className="text-default">
              {conflict.changes.map((c) => (
                <tr key={c.key}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {c.label}
                  </th>
                  <td className={`${cell} text-secondary`}>{c.opened}</td>
                  <td className={cell}>{c.now}</td>
                  <td className={c.conflicting ? `${cell} text-notice` : cell}>{c.yours}</td>
                  {conflicting.length > 0 && (
                    <td className={cell}>
                      {c.conflicting ? (
                        <Checkbox
                          checked={keep.has(c.key)}
                          onChange={(e) => toggle(c.key, e.target.checked)}
                        >
                          Keep mine
                          <span className="sr-only"> for {c.label}</span>
                        </Checkbox>
                      ) : (
                        <span className="text-secondary">takes the new value</span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {conflict.others.length > 0 && (
          <div>
            <p>Also changed:</p>
            <ul aria-label="Also changed" className="list-disc pl-5">
              {conflict.others.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </Modal.Body>
      <div className="flex shrink-0 items-center justify-end gap-2 border-t border-default px-4 py-3">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Keep editing
        </Button>
        <Button variant="danger" size="sm" onClick={onOverwrite}>
          Overwrite
        </Button>
        <Button size="sm" onClick={() => onReload(keep)}>
          Reload
        </Button>
      </div>
    </Modal>
  )
}
