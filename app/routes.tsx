// The whole route tree (spec section 2). The layouts most pages use are in the main
// chunk; Settings' and System's load with their first page (`lazyLayout`). Each page is
// its own lazily loaded chunk exporting `clientLoader` (prefetches into the query cache)
// and a default component, imported here or, but for the landing and sign-in pages,
// through its part's module (`pageFrom`). The list pages people land on keep their
// loaders in small modules here instead, so the first list request does not wait for the
// page's code.
import type { ComponentType } from 'react'
import {
  redirect,
  type LoaderFunction,
  type NonIndexRouteObject,
  type Params,
  type RouteObject,
} from 'react-router-dom'

import { PageErrorInLayout, SectionRouteError } from './components/ContainedRouteError'
import { RouteErrorPage } from './components/RouteErrorPage'
import { AppSkeleton } from './components/AppSkeleton'
import { AuthLayout } from './layouts/AuthLayout'
import { authedLoader } from './layouts/authed-loader'
import { rackApiLoader, rackApiShouldRevalidate } from './layouts/rack-api-loader'
import { ProjectLayout, projectLayoutLoader } from './layouts/ProjectLayout'
import { RootLayout } from './layouts/RootLayout'
import { SiloLayout } from './layouts/SiloLayout'
import { systemLayoutLoader } from './layouts/system-layout-loader'
import { requireParams } from './hooks/use-params'
import { instancesLoader } from './pages/project/instances-loader'
import { instanceLookupLoader } from './pages/lookup-instance-loader'
import { projectsLoader } from './pages/projects-loader'
import { pb } from './util/path-builder'
import type { RouteHandle } from './util/route-handle'
import { queryClient } from './api/client'
import { keepLoadersOnTableChange } from './table/table-revalidate'
import { systemPolicy } from './api/queries/session'

type RouteModule = { default: ComponentType; clientLoader?: LoaderFunction; handle?: RouteHandle }

const page = (load: () => Promise<RouteModule>): Pick<NonIndexRouteObject, 'lazy'> => ({
  lazy: async () => {
    const m = await load()
    // a route with a static loader must not get one from its lazy module too
    // a page may name its own crumb from what it loaded (a sled by its serial)
    const handle = m.handle ? { handle: m.handle } : {}
    return m.clientLoader
      ? { Component: m.default, loader: m.clientLoader, ...handle }
      : { Component: m.default, ...handle }
  },
})

/**
 * A layout that only its own part's pages use (Settings, System): loaded with the first of
 * them, not with every first visit. Its loader, if any, stays static so it starts at once.
 */
const lazyLayout = (load: () => Promise<ComponentType>): Pick<NonIndexRouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
})

/**
 * The pages of a part of the console (a project's, the System's…) whose `import()`s live
 * in a module of their own (`app/page-imports/`), loaded with the first of those pages or
 * a link to one being hovered. Beside each `import()` Vite lists the chunks the page needs,
 * to fetch them all at once; for every page in this table those lists made up most of the
 * route table, and with it of the JavaScript a first visit downloads.
 */
const pageFrom =
  <Key extends string>(load: () => Promise<{ pages: Record<Key, () => Promise<RouteModule>> }>) =>
  (key: Key) =>
  async () =>
    (await load()).pages[key]()

const projectPage = pageFrom(() => import('./page-imports/project'))
const siloPage = pageFrom(() => import('./page-imports/silo'))
const settingsPage = pageFrom(() => import('./page-imports/settings'))
const systemPage = pageFrom(() => import('./page-imports/system'))

const to = (path: string) => () => redirect(path)

const NoOutlet = () => null

/**
 * The full-window error screens (e.g. the current user cannot be read) render inside
 * RootLayout, so mock mode's banner (and with it the chaos switch) and the toasts stay.
 */
const withinRoot = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: RouteErrorPage, children },
]

/**
 * A pathless route around a layout's pages: a failing loader or page below it shows its
 * error in the layout's outlet, so the top bar, sidebar and breadcrumbs stay (spec
 * section 8). The layout's own loader failing (e.g. a missing project) still goes to the
 * root's full-window error screen.
 */
const inLayout = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: PageErrorInLayout, children },
]

/** The same for a page's sub-routes (an instance's tabs): the error shows in the tab. */
const inSection = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: SectionRouteError, children },
]

/**
 * Routes whose loaders run only once `allowed()` says yes. React Router runs the loaders
 * of a match side by side, so a System page would otherwise fetch its data (a silo
 * member may read their own silo) while the layout is still finding out that the user
 * is no operator and the answer is "not found".
 */
const onlyIf = (allowed: () => Promise<boolean>, routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const guard =
      (loader: LoaderFunction): LoaderFunction =>
      async (args) =>
        (await allowed()) ? loader(args) : null
    const lazy = route.lazy
    return {
      ...route,
      ...(typeof route.loader === 'function' && { loader: guard(route.loader) }),
      ...(typeof lazy === 'function' && {
        lazy: async () => {
          const m = await lazy()
          return m.loader ? { ...m, loader: guard(m.loader as LoaderFunction) } : m
        },
      }),
      ...(route.children && { children: onlyIf(allowed, route.children) }),
    } as RouteObject
  })

// the answer the System layout's loader (or the first page) read: asking again for each
// System page would only repeat it, and a page refused meanwhile still shows the API's error
const isOperator = async () => (await queryClient.ensureQueryData(systemPolicy)).type === 'success'

// typing in a table's filter (the address's `q`) runs no loader again
export const routes: RouteObject[] = keepLoadersOnTableChange([
  {
    Component: RootLayout,
    // which API the rack speaks, once, before the first page
    loader: rackApiLoader,
    shouldRevalidate: rackApiShouldRevalidate,
    // only for RootLayout's own failures; the one below keeps the banner and toasts
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppSkeleton,
    children: withinRoot([
      // Nexus serves /login itself; in mock mode the console stands in for it
      {
        path: 'login',
        loader: ({ request }) =>
          redirect(pb.login({ silo: 'demo-silo' }) + new URL(request.url).search),
      },
      {
        Component: AuthLayout,
        children: [
          { path: 'login/:silo/local', ...page(() => import('./pages/LoginPage')) },
          { path: 'login/:silo/saml/:provider', ...page(() => import('./pages/SamlLoginPage')) },
        ],
      },
      {
        id: 'authed',
        loader: authedLoader,
        shouldRevalidate: () => false,
        children: [
          { index: true, loader: to(pb.projects()) },
          { path: 'lookup/instances/:instance', loader: instanceLookupLoader },
          { path: 'lookup/i/:instance', loader: instanceLookupLoader },
          // the CLI's sign-in: behind sign-in (a signed-out visit goes to login and back)
          // but without the console's chrome, like the login pages
          {
            Component: AuthLayout,
            children: [
              { path: 'device/verify', ...page(() => import('./pages/device/DeviceVerifyPage')) },
              { path: 'device/success', ...page(() => import('./pages/device/DeviceSuccessPage')) },
            ],
          },
          {
            Component: SiloLayout,
            children: inLayout([
              {
                ...page(() => import('./pages/ProjectsPage')),
                loader: projectsLoader,
                handle: { crumb: 'Projects' } satisfies RouteHandle,
                children: [
                  // the list itself; the forms below render into the same page's outlet
                  { path: 'projects', Component: NoOutlet },
                  { path: 'projects-new', ...page(() => import('./forms/project-create')) },
                  { path: 'projects/:project/edit', ...page(() => import('./forms/project-edit')) },
                ],
              },
              {
                ...page(siloPage('pages/images/SiloImagesPage')),
                handle: { crumb: 'Images', crumbTo: pb.siloImages() } satisfies RouteHandle,
                children: [
                  { path: 'images', Component: NoOutlet },
                  { path: 'images/:image/edit', ...page(siloPage('forms/image-view')) },
                ],
              },
              {
                path: 'access',
                handle: { crumb: 'Access' } satisfies RouteHandle,
                ...page(siloPage('pages/access/SiloAccessPage')),
              },
              {
                path: 'utilization',
                handle: { crumb: 'Utilization' } satisfies RouteHandle,
                ...page(siloPage('pages/utilization/SiloUtilizationPage')),
              },
              {
                ...page(siloPage('pages/certificates/CertificatesPage')),
                handle: { crumb: 'Certificates', crumbTo: pb.certificates() } satisfies RouteHandle,
                children: [
                  // the list; the add form renders over it, in the page's outlet
                  { path: 'certificates', Component: NoOutlet },
                  {
                    path: 'certificates-new',
                    ...page(siloPage('forms/certificate-create')),
                  },
                ],
              },
              {
                path: 'directory',
                handle: {
                  crumb: 'Users & groups',
                  crumbTo: pb.directoryUsers(),
                } satisfies RouteHandle,
                children: [
                  { index: true, loader: to(pb.directoryUsers()) },
                  {
                    ...page(siloPage('pages/directory/DirectoryPage')),
                    children: inSection([
                      {
                        path: 'users',
                        handle: { crumb: 'Users' } satisfies RouteHandle,
                        ...page(siloPage('pages/directory/UsersTab')),
                      },
                      {
                        path: 'groups',
                        handle: { crumb: 'Groups' } satisfies RouteHandle,
                        ...page(siloPage('pages/directory/GroupsTab')),
                      },
                    ]),
                  },
                  {
                    handle: { crumb: 'Users', crumbTo: pb.directoryUsers() } satisfies RouteHandle,
                    children: [
                      {
                        path: 'users/:userId',
                        handle: { crumb: 'User' } satisfies RouteHandle,
                        ...page(siloPage('pages/directory/UserPage')),
                      },
                    ],
                  },
                  {
                    handle: {
                      crumb: 'Groups',
                      crumbTo: pb.directoryGroups(),
                    } satisfies RouteHandle,
                    children: [
                      {
                        path: 'groups/:groupId',
                        handle: { crumb: 'Group' } satisfies RouteHandle,
                        ...page(siloPage('pages/directory/GroupPage')),
                      },
                    ],
                  },
                ],
              },
            ]),
          },
          {
            // pathless: only adds the "Projects" crumb in front of the project's name
            handle: { crumb: 'Projects', crumbTo: pb.projects() } satisfies RouteHandle,
            children: [
              {
                path: 'projects/:project',
                Component: ProjectLayout,
                loader: projectLayoutLoader,
                handle: { crumb: (p: Params) => p.project ?? '' } satisfies RouteHandle,
                children: inLayout([
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(pb.instances(requireParams(params, 'project'))),
                  },
                  {
                    path: 'instances',
                    handle: { crumb: 'Instances' } satisfies RouteHandle,
                    ...page(() => import('./pages/project/InstancesPage')),
                    loader: instancesLoader,
                  },
                  {
                    // the crumbs read Instances › New instance
                    handle: {
                      crumb: 'Instances',
                      crumbTo: (p: Params) => pb.instances(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      {
                        path: 'instances-new',
                        handle: { crumb: 'New instance' } satisfies RouteHandle,
                        ...page(projectPage('forms/instance-create')),
                      },
                      {
                        path: 'instances/:instance',
                        handle: { crumb: (p: Params) => p.instance ?? '' } satisfies RouteHandle,
                        children: [
                          {
                            ...page(projectPage('pages/project/instance/InstancePage')),
                            children: inSection([
                              {
                                index: true,
                                loader: ({ params }) =>
                                  redirect(
                                    pb.instanceStorage(
                                      requireParams(params, 'project', 'instance'),
                                    ),
                                  ),
                              },
                              {
                                path: 'storage',
                                ...page(projectPage('pages/project/instance/StorageTab')),
                              },
                              {
                                path: 'networking',
                                ...page(projectPage('pages/project/instance/NetworkingTab')),
                              },
                              {
                                path: 'metrics',
                                ...page(projectPage('pages/project/instance/metrics/MetricsTab')),
                                children: [
                                  {
                                    index: true,
                                    loader: ({ params }) =>
                                      redirect(
                                        pb.instanceCpuMetrics(
                                          requireParams(params, 'project', 'instance'),
                                        ),
                                      ),
                                  },
                                  {
                                    path: 'cpu',
                                    ...page(
                                      projectPage('pages/project/instance/metrics/CpuMetricsTab'),
                                    ),
                                  },
                                  {
                                    path: 'disk',
                                    ...page(
                                      projectPage('pages/project/instance/metrics/DiskMetricsTab'),
                                    ),
                                  },
                                  {
                                    path: 'network',
                                    ...page(
                                      projectPage(
                                        'pages/project/instance/metrics/NetworkMetricsTab',
                                      ),
                                    ),
                                  },
                                ],
                              },
                              {
                                path: 'connect',
                                ...page(projectPage('pages/project/instance/ConnectTab')),
                              },
                              {
                                path: 'settings',
                                ...page(projectPage('pages/project/instance/SettingsTab')),
                              },
                            ]),
                          },
                          {
                            path: 'serial-console',
                            handle: { crumb: 'Serial console' } satisfies RouteHandle,
                            ...page(projectPage('pages/project/instance/SerialConsolePage')),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/disks/DisksPage')),
                    handle: {
                      crumb: 'Disks',
                      crumbTo: (p: Params) => pb.disks(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'disks', Component: NoOutlet },
                      { path: 'disks-new', ...page(projectPage('forms/disk-create')) },
                      {
                        path: 'disks/:disk',
                        ...page(projectPage('pages/project/disks/DiskDetail')),
                      },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/snapshots/SnapshotsPage')),
                    handle: {
                      crumb: 'Snapshots',
                      crumbTo: (p: Params) => pb.snapshots(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'snapshots', Component: NoOutlet },
                      { path: 'snapshots-new', ...page(projectPage('forms/snapshot-create')) },
                      {
                        path: 'snapshots/:snapshot/images-new',
                        ...page(projectPage('forms/image-from-snapshot-create')),
                      },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/images/ProjectImagesPage')),
                    handle: {
                      crumb: 'Images',
                      crumbTo: (p: Params) => pb.projectImages(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'images', Component: NoOutlet },
                      { path: 'images-new', ...page(projectPage('forms/image-upload')) },
                      { path: 'images/:image/edit', ...page(projectPage('forms/image-view')) },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/FloatingIpsPage')),
                    handle: {
                      crumb: 'Floating IPs',
                      crumbTo: (p: Params) => pb.floatingIps(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'floating-ips', Component: NoOutlet },
                      {
                        path: 'floating-ips-new',
                        ...page(projectPage('forms/floating-ip-create')),
                      },
                      {
                        path: 'floating-ips/:floatingIp/edit',
                        ...page(projectPage('forms/floating-ip-edit')),
                      },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/external-subnets/ExternalSubnetsPage')),
                    handle: {
                      crumb: 'External subnets',
                      crumbTo: (p: Params) => pb.externalSubnets(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'external-subnets', Component: NoOutlet },
                      {
                        path: 'external-subnets-new',
                        ...page(projectPage('forms/external-subnet-create')),
                      },
                      {
                        path: 'external-subnets/:externalSubnet/edit',
                        ...page(projectPage('forms/external-subnet-edit')),
                      },
                    ],
                  },
                  {
                    ...page(projectPage('pages/project/vpcs/VpcsPage')),
                    handle: {
                      crumb: 'VPCs',
                      crumbTo: (p: Params) => pb.vpcs(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      { path: 'vpcs', Component: NoOutlet },
                      { path: 'vpcs-new', ...page(projectPage('forms/vpc-create')) },
                      { path: 'vpcs/:vpc/edit', ...page(projectPage('forms/vpc-edit')) },
                    ],
                  },
                  {
                    path: 'vpcs/:vpc',
                    handle: {
                      crumb: 'VPCs',
                      crumbTo: (p: Params) => pb.vpcs(requireParams(p, 'project')),
                    } satisfies RouteHandle,
                    children: [
                      {
                        handle: { crumb: (p: Params) => p.vpc ?? '' } satisfies RouteHandle,
                        children: [
                          {
                            ...page(projectPage('pages/project/vpcs/VpcPage')),
                            children: inSection([
                              {
                                index: true,
                                loader: ({ params }) =>
                                  redirect(
                                    pb.vpcFirewallRules(requireParams(params, 'project', 'vpc')),
                                  ),
                              },
                              {
                                ...page(projectPage('pages/project/vpcs/FirewallRulesTab')),
                                children: [
                                  { path: 'firewall-rules', Component: NoOutlet },
                                  {
                                    path: 'firewall-rules-new/:rule?',
                                    ...page(projectPage('forms/firewall-rule-create')),
                                  },
                                  {
                                    path: 'firewall-rules/:rule/edit',
                                    ...page(projectPage('forms/firewall-rule-edit')),
                                  },
                                ],
                              },
                              {
                                ...page(projectPage('pages/project/vpcs/SubnetsTab')),
                                children: [
                                  { path: 'subnets', Component: NoOutlet },
                                  {
                                    path: 'subnets-new',
                                    ...page(projectPage('forms/vpc-subnet-create')),
                                  },
                                  {
                                    path: 'subnets/:subnet/edit',
                                    ...page(projectPage('forms/vpc-subnet-edit')),
                                  },
                                ],
                              },
                              {
                                ...page(projectPage('pages/project/vpcs/RoutersTab')),
                                children: [
                                  { path: 'routers', Component: NoOutlet },
                                  {
                                    path: 'routers-new',
                                    ...page(projectPage('forms/vpc-router-create')),
                                  },
                                  {
                                    path: 'routers/:router/edit',
                                    ...page(projectPage('forms/vpc-router-edit')),
                                  },
                                ],
                              },
                              {
                                path: 'internet-gateways',
                                ...page(projectPage('pages/project/vpcs/InternetGatewaysTab')),
                              },
                            ]),
                          },
                          {
                            path: 'routers/:router',
                            handle: {
                              crumb: (p: Params) => p.router ?? '',
                            } satisfies RouteHandle,
                            ...page(projectPage('pages/project/vpcs/RouterPage')),
                            children: [
                              { index: true, Component: NoOutlet },
                              {
                                path: 'routes-new',
                                ...page(projectPage('forms/router-route-create')),
                              },
                              {
                                path: 'routes/:route/edit',
                                ...page(projectPage('forms/router-route-edit')),
                              },
                            ],
                          },
                          {
                            path: 'internet-gateways/:gateway',
                            handle: {
                              crumb: (p: Params) => p.gateway ?? '',
                            } satisfies RouteHandle,
                            ...page(projectPage('pages/project/vpcs/InternetGatewayPage')),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    path: 'access',
                    handle: { crumb: 'Access' } satisfies RouteHandle,
                    ...page(projectPage('pages/project/ProjectAccessPage')),
                  },
                  {
                    path: 'affinity',
                    handle: { crumb: 'Affinity' } satisfies RouteHandle,
                    children: [
                      {
                        index: true,
                        ...page(projectPage('pages/project/affinity/AffinityPage')),
                      },
                      {
                        path: ':antiAffinityGroup',
                        handle: {
                          crumb: (p: Params) => p.antiAffinityGroup ?? '',
                        } satisfies RouteHandle,
                        ...page(projectPage('pages/project/affinity/AntiAffinityGroupPage')),
                      },
                    ],
                  },
                ]),
              },
            ],
          },
          {
            path: 'settings',
            ...lazyLayout(() => import('./layouts/SettingsLayout').then((m) => m.SettingsLayout)),
            handle: { crumb: 'Settings' } satisfies RouteHandle,
            children: inLayout([
              { index: true, loader: to(pb.profile()) },
              {
                path: 'profile',
                handle: { crumb: 'Profile' } satisfies RouteHandle,
                ...page(settingsPage('pages/settings/ProfilePage')),
              },
              {
                ...page(settingsPage('pages/settings/SshKeysPage')),
                handle: { crumb: 'SSH keys', crumbTo: pb.sshKeys() } satisfies RouteHandle,
                children: [
                  // the list itself; the forms below render into the same page's outlet
                  { path: 'ssh-keys', Component: NoOutlet },
                  { path: 'ssh-keys-new', ...page(settingsPage('forms/ssh-key-create')) },
                  {
                    path: 'ssh-keys/:sshKey/edit',
                    ...page(settingsPage('forms/ssh-key-edit')),
                  },
                ],
              },
              {
                path: 'access-tokens',
                handle: { crumb: 'Access tokens' } satisfies RouteHandle,
                ...page(settingsPage('pages/settings/AccessTokensPage')),
              },
              {
                path: 'tasks',
                handle: { crumb: 'Task log' } satisfies RouteHandle,
                ...page(settingsPage('pages/settings/TaskLogPage')),
              },
            ]),
          },
          {
            path: 'system',
            ...lazyLayout(() => import('./layouts/SystemLayout').then((m) => m.SystemLayout)),
            loader: systemLayoutLoader,
            handle: { crumb: 'System' } satisfies RouteHandle,
            children: onlyIf(
              isOperator,
              inLayout([
                { index: true, loader: to(pb.systemIssues()) },
                {
                  path: 'issues',
                  handle: { crumb: 'Issues' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/SystemIssuesPage')),
                },
                {
                  path: 'utilization',
                  handle: { crumb: 'Utilization' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/UtilizationPage')),
                },
                {
                  path: 'access',
                  handle: { crumb: 'Access' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/FleetAccessPage')),
                },
                {
                  path: 'support-bundles',
                  handle: { crumb: 'Support bundles' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/support-bundles/SupportBundlesPage')),
                },
                {
                  path: 'audit-log',
                  handle: { crumb: 'Audit log' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/audit-log/AuditLogPage')),
                },
                {
                  path: 'update',
                  handle: { crumb: 'System update' } satisfies RouteHandle,
                  ...page(systemPage('pages/system/update/SystemUpdatePage')),
                },
                {
                  handle: { crumb: 'Silos', crumbTo: pb.systemSilos() } satisfies RouteHandle,
                  children: [
                    {
                      path: 'silos',
                      ...page(systemPage('pages/system/silos/SilosPage')),
                    },
                    {
                      path: 'silos-new',
                      handle: { crumb: 'New silo' } satisfies RouteHandle,
                      ...page(systemPage('forms/silo-create')),
                    },
                    {
                      path: 'silos/:silo',
                      handle: { crumb: (p: Params) => p.silo ?? '' } satisfies RouteHandle,
                      ...page(systemPage('pages/system/silos/SiloPage')),
                      children: [
                        // the page itself; the identity provider form and view render over it
                        { index: true, Component: NoOutlet },
                        { path: 'idps-new', ...page(systemPage('forms/saml-idp-create')) },
                        {
                          path: 'idps/saml/:provider',
                          ...page(systemPage('forms/saml-idp-view')),
                        },
                      ],
                    },
                  ],
                },
                {
                  path: 'inventory',
                  handle: { crumb: 'Inventory', crumbTo: pb.sledInventory() } satisfies RouteHandle,
                  children: [
                    { index: true, loader: to(pb.sledInventory()) },
                    {
                      ...page(systemPage('pages/system/inventory/InventoryPage')),
                      children: inSection([
                        {
                          path: 'sleds',
                          handle: { crumb: 'Sleds' } satisfies RouteHandle,
                          ...page(systemPage('pages/system/inventory/SledsTab')),
                        },
                        {
                          path: 'disks',
                          handle: { crumb: 'Disks' } satisfies RouteHandle,
                          ...page(systemPage('pages/system/inventory/DisksTab')),
                        },
                      ]),
                    },
                    {
                      // the crumbs read Inventory › Sleds › {serial}, the last from SledPage's handle
                      handle: { crumb: 'Sleds', crumbTo: pb.sledInventory() } satisfies RouteHandle,
                      children: [
                        {
                          path: 'sleds/:sledId',
                          children: [
                            {
                              index: true,
                              loader: ({ params }) =>
                                redirect(pb.sledInstances(requireParams(params, 'sledId'))),
                            },
                            {
                              ...page(systemPage('pages/system/inventory/SledPage')),
                              children: inSection([
                                {
                                  path: 'instances',
                                  ...page(systemPage('pages/system/inventory/SledInstancesTab')),
                                },
                              ]),
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  path: 'networking',
                  children: [
                    { index: true, loader: to(pb.systemIpPools()) },
                    {
                      path: 'rack',
                      handle: { crumb: 'Rack networking' } satisfies RouteHandle,
                      ...page(systemPage('pages/system/networking/RackNetworkingPage')),
                    },
                    {
                      handle: {
                        crumb: 'IP pools',
                        crumbTo: pb.systemIpPools(),
                      } satisfies RouteHandle,
                      children: [
                        {
                          ...page(systemPage('pages/system/ip-pools/IpPoolsPage')),
                          children: [
                            // the list itself; the create form renders into its outlet
                            { path: 'ip-pools', Component: NoOutlet },
                            {
                              path: 'ip-pools-new',
                              ...page(systemPage('forms/ip-pool-create')),
                            },
                          ],
                        },
                        {
                          path: 'ip-pools/:pool',
                          handle: { crumb: (p: Params) => p.pool ?? '' } satisfies RouteHandle,
                          ...page(systemPage('pages/system/ip-pools/IpPoolPage')),
                          children: [
                            // the page itself; the edit and add-range forms render over it
                            { index: true, Component: NoOutlet },
                            { path: 'edit', ...page(systemPage('forms/ip-pool-edit')) },
                            { path: 'ranges-add', ...page(systemPage('forms/ip-range-add')) },
                          ],
                        },
                      ],
                    },
                    {
                      handle: {
                        crumb: 'Subnet pools',
                        crumbTo: pb.systemSubnetPools(),
                      } satisfies RouteHandle,
                      children: [
                        {
                          ...page(systemPage('pages/system/subnet-pools/SubnetPoolsPage')),
                          children: [
                            // the list itself; the create form renders into its outlet
                            { path: 'subnet-pools', Component: NoOutlet },
                            {
                              path: 'subnet-pools-new',
                              ...page(systemPage('forms/subnet-pool-create')),
                            },
                          ],
                        },
                        {
                          path: 'subnet-pools/:subnetPool',
                          handle: {
                            crumb: (p: Params) => p.subnetPool ?? '',
                          } satisfies RouteHandle,
                          ...page(systemPage('pages/system/subnet-pools/SubnetPoolPage')),
                          children: [
                            // the page itself; the edit and add-member forms render over it
                            { index: true, Component: NoOutlet },
                            { path: 'edit', ...page(systemPage('forms/subnet-pool-edit')) },
                            {
                              path: 'members-add',
                              ...page(systemPage('forms/subnet-pool-member-add')),
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ]),
            ),
          },
        ],
      },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ]),
  },
])
