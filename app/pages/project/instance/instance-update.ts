// instanceUpdate is a PUT: every field it omits is reset (boot disk unset, policy back to
// default, CPU platform unset, jumbo frames off), so each change resends the others as the
// instance has them now. Its multicast groups are the exception: left out, they stay.
import type { Instance, InstanceUpdate } from '~/api/__generated_versions__/2026081901.0.0/Api'

type Current = Pick<
  Instance,
  'ncpus' | 'memory' | 'autoRestartPolicy' | 'bootDiskId' | 'cpuPlatform' | 'enableJumboFrames'
>

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
    cpuPlatform: instance.cpuPlatform ?? null,
    enableJumboFrames: instance.enableJumboFrames,
    // left out, the instance's multicast groups stay as they are
    ...changes,
  }
}
