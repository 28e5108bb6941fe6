import type { UseFormReturn } from 'react-hook-form'

import { NumberField } from '~/components/form/NumberField'
import { RadioField } from '~/components/form/RadioField'
import { Section } from '~/ui/Section'
import {
  INSTANCE_MAX_MEMORY_GiB,
  INSTANCE_MAX_VCPUS,
  INSTANCE_MIN_MEMORY_GiB,
  INSTANCE_MIN_VCPUS,
} from '~/api/util'

import { CUSTOM_PRESET, PRESET_FAMILY_LABELS, PRESETS, type InstanceCreateValues } from './values'

const presetItems = [
  ...PRESETS.map((p) => ({
    value: p.id,
    label: `${p.ncpus} vCPU, ${p.memoryGiB} GiB`,
    description: PRESET_FAMILY_LABELS[p.family],
  })),
  { value: CUSTOM_PRESET, label: 'Custom', description: 'Choose vCPUs and memory' },
]

export function HardwareSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const { control, setValue, watch } = form
  const isCustom = watch('preset') === CUSTOM_PRESET
  return (
    <Section title="Hardware" description="vCPUs and memory; both can be changed later.">
      <RadioField
        control={control}
        name="preset"
        label="Size"
        cards
        options={presetItems}
        onChange={(id) => {
          const preset = PRESETS.find((p) => p.id === id)
          if (!preset) return // custom keeps what the last preset set
          setValue('ncpus', preset.ncpus, { shouldValidate: form.formState.isSubmitted })
          setValue('memoryGiB', preset.memoryGiB, { shouldValidate: form.formState.isSubmitted })
        }}
      />
      {isCustom && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            control={control}
            name="ncpus"
            label="vCPUs"
            hint={`${INSTANCE_MIN_VCPUS} to ${INSTANCE_MAX_VCPUS}`}
            min={INSTANCE_MIN_VCPUS}
            max={INSTANCE_MAX_VCPUS}
          />
          <NumberField
            control={control}
            name="memoryGiB"
            label="Memory"
            hint={`${INSTANCE_MIN_MEMORY_GiB} to ${INSTANCE_MAX_MEMORY_GiB} GiB`}
            min={INSTANCE_MIN_MEMORY_GiB}
            max={INSTANCE_MAX_MEMORY_GiB}
            unit="GiB"
          />
        </div>
      )}
    </Section>
  )
}
