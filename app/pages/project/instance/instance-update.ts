// instanceUpdate is a PUT: every field it omits is reset (boot disk unset, policy back to
// default), so each change resends the others as the instance has them now.
import type { Instance, InstanceUpdate } from '~/api/__generated_versions__/2026081901.0.0/Api'

type Current = Pick<Instance, 'ncpus' | 'memory' | 'autoRestartPolicy' | 'bootDiskId'>

/** The PUT body that changes only `changes` and keeps everything else of `instance`. */
export function instanceUpdateBody(
  instance: Current,
  changes: Partial<InstanceUpdate> = {},
): InstanceUpdate {
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
    bootDisk: instance.bootDiskId ?? null,
    ...changes,
  }
}
