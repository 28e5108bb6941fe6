// A new firewall rule (`firewall-rules-new`), or a copy of one (`firewall-rules-new/{rule}`:
// prefilled, a new name required). The whole rule set is reviewed, then sent.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'

import { api, queryClient, useApiMutation } from '~/api/client'
import { firewallRules } from '~/api/queries/vpcs'
import { usePrefetchedQuery } from '~/api/use-prefetched-query'
import { SideModalForm } from '~/components/form/SideModalForm'
import { requireParams } from '~/hooks/use-params'
import { addToast } from '~/ui/toast-store'
import { pb } from '~/util/path-builder'

import { FirewallRuleFields } from './firewall-rule-fields'
import { reviewRuleSet } from './firewall-rule-review'
import {
  keepRule,
  newRuleValues,
  nextRuleSet,
  ruleFormSchema,
  ruleValues,
  toRuleUpdate,
} from './firewall-rule-values'

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await queryClient.fetchQuery(firewallRules(requireParams(params, 'project', 'vpc')))
  return null
}

export default function FirewallRuleCreateForm() {
  const navigate = useNavigate()
  const params = useParams()
  const { project, vpc } = requireParams(params, 'project', 'vpc')
  const { data } = usePrefetchedQuery(firewallRules({ project, vpc }))
  const original = params.rule ? data.rules.find((r) => r.name === params.rule) : undefined
  const form = useForm({
    resolver: zodResolver(ruleFormSchema(data.rules.map((r) => r.name))),
    defaultValues: original ? ruleValues(original, true) : newRuleValues(vpc),
  })
  const back = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  const update = useApiMutation(api.vpcFirewallRulesUpdate, {
    invalidates: ['vpcFirewallRulesView'],
    onSuccess(_, { body }) {
      addToast({
        variant: 'success',
        title: 'Firewall rule created',
        content: body.rules.at(-1)?.name,
      })
      back()
    },
  })
  return (
    <SideModalForm
      title={original ? 'Clone firewall rule' : 'Create firewall rule'}
      subtitle={original?.name}
      form={form}
      onSubmit={(values) => {
        const before = data.rules.map(keepRule)
        const after = nextRuleSet(data.rules, toRuleUpdate(values))
        reviewRuleSet({
          before,
          after,
          send: () => update.mutateAsync({ query: { project, vpc }, body: { rules: after } }),
        })
      }}
      onDismiss={back}
      submitLabel="Create rule"
      loading={update.isPending}
      submitError={update.error}
    >
      <FirewallRuleFields form={form} />
    </SideModalForm>
  )
}
