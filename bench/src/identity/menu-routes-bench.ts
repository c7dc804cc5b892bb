import { getting, type ProductBesideBare, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { alternately, rateOf } from '@bench/support/load/loads-in-turn';
import { asTenant } from '@bench/support/bare-access';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { md5, signIn } from '@bench/support/sign-in';

/**
 * GET blade-system/menu/routes and menu/buttons for a user whose role is granted 300 menus and
 * buttons (60 pages of 4 buttons each, under one module), through the whole product in its own
 * process, beside a bare Fastify route that checks the same token and session, sends the same
 * SQL with pg under row-level security and nests the rows the same way; loads from a process of
 * their own.
 */
const pages = 60;
const buttonsPerPage = 4;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

export async function runMenuRoutesBench(): Promise<void> {
  const setup = await startProductBesideBare('menu_routes');
  try {
    addBareMenus(setup);
    const baseline = await setup.listenBare();
    await grantRoleOfAllMenus(setup.productUrl, await signIn(setup.productUrl));
    const auth = {
      'blade-auth': `bearer ${await signIn(setup.productUrl, { account: 'bench', password: 'bench' })}`,
    };
    const rounds = await alternately(
      (['routes', 'buttons'] as const).flatMap((path, index) => [
        [`bare ${path}`, getting(`${baseline}/menus?category=${index + 1}`, auth)] as const,
        [`ours ${path}`, getting(`${setup.productUrl}/api/blade-system/menu/${path}`, auth)] as const,
      ]),
      { clients: concurrency, seconds },
    );
    report(rounds);
  } finally {
    await setup.close();
  }
}

/** Through the API as the administrator: the menus, a role granted all 300, a user holding it. */
async function grantRoleOfAllMenus(productUrl: string, adminToken: string): Promise<void> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await fetch(`${productUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
    return envelope.data;
  };
  const menu = (parentId: string, code: string, category: 1 | 2, sort: number) =>
    post<{ id: string }>('blade-system/menu/submit', {
      parentId,
      code,
      name: code,
      alias: 'menu',
      path: `/bench/${code}`,
      sort,
      category,
    }).then((created) => created.id);

  const root = await menu('0', 'bench', 1, 99);
  const granted: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const pageId = await menu(root, `bench_page_${page}`, 1, page);
    granted.push(pageId);
    for (let button = 1; button <= buttonsPerPage; button++)
      granted.push(await menu(pageId, `bench_page_${page}_button_${button}`, 2, button));
  }
  const role = await post<{ id: string }>('blade-system/role/submit', {
    parentId: '0',
    roleName: 'bench',
    roleAlias: 'bench',
    sort: 9,
  });
  await post('blade-system/role/grant', { roleIds: [role.id], menuIds: granted });
  await post('blade-user/submit', {
    account: 'bench',
    name: 'bench',
    realName: 'bench',
    password: md5('bench'),
    roleId: role.id,
  });
}

interface MenuRow {
  id: string;
  parent_id: string;
  [column: string]: unknown;
}

/**
 * The statements the product's menu and role queries send, for the caller's roles, as the
 * tenant reader role; and the same nesting.
 */
function addBareMenus(setup: ProductBesideBare): void {
  setup.addBareRoute('/menus', undefined, async (caller, query, pools) => {
    const roleIds = caller.roleId.split(',').filter(Boolean);
    const { rows } = await asTenant(pools, caller.tenantId, async (client) => {
      const admin = await client.query(
        "SELECT id FROM blade_role WHERE tenant_id = $1 AND id = ANY($2::bigint[]) AND role_alias = 'administrator' LIMIT 1",
        [caller.tenantId, roleIds],
      );
      return client.query<MenuRow>(
        `WITH RECURSIVE visible (id, parent_id) AS (
           SELECT m.id, m.parent_id FROM blade_menu m
             JOIN blade_role_menu rm ON rm.menu_id = m.id
            WHERE m.category = $1 AND rm.tenant_id = $2 AND rm.role_id = ANY($3::bigint[])
           UNION
           SELECT p.id, p.parent_id FROM blade_menu p JOIN visible v ON p.id = v.parent_id
         )
         SELECT m.* FROM blade_menu m WHERE m.id IN (SELECT id FROM visible) ORDER BY m.sort, m.id`,
        [Number(query.category), caller.tenantId, admin.rows.length > 0 ? [] : roleIds],
      );
    });
    const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as unknown[] }]));
    const roots: unknown[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(node.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  });
}

function report(rounds: Array<[string, LoadFigures]>): void {
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  console.log(
    `\nmenus of a role granted ${pages * (1 + buttonsPerPage)} menus and buttons; ${concurrency} clients`,
  );
  for (const path of ['routes', 'buttons']) {
    const ours = rateOf(rounds, `ours ${path}`);
    const bare = rateOf(rounds, `bare ${path}`);
    console.log(
      `  bare Fastify + pg (same checks, SQL)${Math.round(bare).toLocaleString().padStart(8)} req/s`,
    );
    console.log(
      `  GET /api/blade-system/menu/${path.padEnd(7)} ${Math.round(ours).toLocaleString().padStart(8)} req/s`,
    );
    console.log(`  ratio: ${(ours / bare).toFixed(2)}  (target ≥ 0.50)`);
  }
  if (errors) console.log(`  ${errors} failed answers`);
}

if (require.main === module) {
  runMenuRoutesBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
