// The quota fields, shared by the silo create page and the quotas edit form: vCPUs, memory
// in GiB, storage in GiB or TiB. Sizes take fractions (1.5 TiB), so they are decimal inputs.
import { useController, type Control, type FieldPath } from 'react-hook-form'

import type { VirtualResourceCounts } from '~/api/__generated_versions__/2026081901.0.0/Api'
import { useFieldA11y } from '~/components/form/field-a11y'
import { NumberField } from '~/components/form/NumberField'
import { FieldError } from '~/ui/FieldError'
import { FieldHint, FieldLabel } from '~/ui/FieldLabel'
import { Select } from '~/ui/Select'
import { TextInput } from '~/ui/TextInput'
import { formatBytes, formatNumber } from '~/util/format'

import { STORAGE_UNITS, type QuotasValues } from './silo-quotas-values'

/** Any form that keeps the quotas under `quotas` */
type WithQuotas = { quotas: QuotasValues }

type SizeFieldProps = {
  control: Control<WithQuotas>
  name: FieldPath<WithQuotas>
  label: string
  hint: string
  /** the unit, or the name of the field that chooses it */
  unit: { fixed: string } | { field: FieldPath<WithQuotas> }
}

/** A size: a decimal number and its unit, fixed or chosen beside it */
function SizeField({ control, name, label, hint, unit }: SizeFieldProps) {
  const { field, fieldState } = useController({ control, name })
  const { id, hintId, errorId, describedBy } = useFieldA11y(true, !!fieldState.error)
  const value: unknown = field.value
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="mt-1.5 flex items-center gap-2">
        <TextInput
          id={id}
          ref={field.ref}
          name={field.name}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.valueAsNumber)}
          aria-invalid={!!fieldState.error}
          aria-describedby={describedBy}
          className="max-w-40"
        />
        {'fixed' in unit ? (
          <span className="text-sm text-secondary">{unit.fixed}</span>
        ) : (
          <div className="w-24">
            <UnitSelect control={control} name={unit.field} label={`${label} unit`} />
          </div>
        )}
      </div>
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </div>
  )
}

function UnitSelect({
  control,
  name,
  label,
}: {
  control: Control<WithQuotas>
  name: FieldPath<WithQuotas>
  label: string
}) {
  const { field } = useController({ control, name })
  return (
    <Select
      aria-label={label}
      ref={field.ref}
      name={field.name}
      value={String(field.value)}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
    >
      {STORAGE_UNITS.map((u) => (
        <option key={u} value={u}>
          {u}
        </option>
      ))}
    </Select>
  )
}

type Props<T extends WithQuotas> = {
  control: Control<T>
  /** What the silo holds now, for the edit form's hints */
  provisioned?: VirtualResourceCounts
}

export function QuotasFields<T extends WithQuotas>({ control, provisioned }: Props<T>) {
  // every form passed here keeps the quotas under `quotas`; react-hook-form's types cannot
  // say "a form with at least these fields", so the control is narrowed to just them
  const c = control as unknown as Control<WithQuotas>
  const inUse = (text: string) => (provisioned ? ` In use now: ${text}.` : '')
  return (
    <>
      <NumberField
        control={c}
        name="quotas.cpus"
        label="vCPUs"
        unit="vCPUs"
        min={0}
        hint={`Taken by running instances; a stopped instance holds none.${inUse(formatNumber(provisioned?.cpus ?? 0))}`}
      />
      <SizeField
        control={c}
        name="quotas.memory"
        label="Memory"
        unit={{ fixed: 'GiB' }}
        hint={`Taken by running instances.${inUse(formatBytes(provisioned?.memory ?? 0))}`}
      />
      <SizeField
        control={c}
        name="quotas.storage"
        label="Storage"
        unit={{ field: 'quotas.storageUnit' }}
        hint={`Taken by disks and snapshots, whether their instances run or not.${inUse(formatBytes(provisioned?.storage ?? 0))}`}
      />
    </>
  )
}
