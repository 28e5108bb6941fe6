import { expect, test } from 'vitest'

import { pb } from './path-builder'

test('every console path', () => {
  const params = {
    project: 'p',
    silo: 's',
    sshKey: 'k',
    instance: 'i',
    antiAffinityGroup: 'g',
    snapshot: 'sn',
    image: 'im',
    id: 'u',
  }
  const paths = Object.fromEntries(Object.entries(pb).map(([name, fn]) => [name, fn(params)]))
  expect(paths).toMatchInlineSnapshot(`
    {
      "affinity": "/projects/p/affinity",
      "antiAffinityGroup": "/projects/p/affinity/g",
      "disks": "/projects/p/disks",
      "disksNew": "/projects/p/disks-new",
      "instance": "/projects/p/instances/i",
      "instanceConnect": "/projects/p/instances/i/connect",
      "instanceCpuMetrics": "/projects/p/instances/i/metrics/cpu",
      "instanceDiskMetrics": "/projects/p/instances/i/metrics/disk",
      "instanceLookup": "/lookup/instances/u",
      "instanceMetrics": "/projects/p/instances/i/metrics",
      "instanceNetworkMetrics": "/projects/p/instances/i/metrics/network",
      "instanceNetworking": "/projects/p/instances/i/networking",
      "instanceSettings": "/projects/p/instances/i/settings",
      "instanceStorage": "/projects/p/instances/i/storage",
      "instances": "/projects/p/instances",
      "instancesNew": "/projects/p/instances-new",
      "login": "/login/s/local",
      "profile": "/settings/profile",
      "project": "/projects/p",
      "projectEdit": "/projects/p/edit",
      "projectImageEdit": "/projects/p/images/im/edit",
      "projectImages": "/projects/p/images",
      "projectImagesNew": "/projects/p/images-new",
      "projects": "/projects",
      "projectsNew": "/projects-new",
      "serialConsole": "/projects/p/instances/i/serial-console",
      "settings": "/settings",
      "siloImageEdit": "/images/im/edit",
      "siloImages": "/images",
      "snapshotImageCreate": "/projects/p/snapshots/sn/images-new",
      "snapshots": "/projects/p/snapshots",
      "snapshotsNew": "/projects/p/snapshots-new",
      "sshKeyEdit": "/settings/ssh-keys/k/edit",
      "sshKeys": "/settings/ssh-keys",
      "sshKeysNew": "/settings/ssh-keys-new",
      "system": "/system",
      "systemIssues": "/system/issues",
    }
  `)
})
