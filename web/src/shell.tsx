import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate, useParams, useRouteContext } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { signOut } from './api';
import { brandsQuery, sessionQuery } from './queries';
import { useCanManage, useCanWrite } from './roles';
import { Button } from './ui';

const navLink =
  'shrink-0 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[status=active]:bg-indigo-50 data-[status=active]:text-indigo-800';

const menuItem =
  'flex cursor-pointer items-center rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900';

function BrandSwitcher({ brandId }: { brandId: string | undefined }) {
  const brands = useQuery(brandsQuery);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = brands.data?.find((brand) => brand.id === brandId);
  // The same page of the other brand; its filters are the current brand's, so they are left behind.
  const section = /^\/brands\/[^/]+\/(answers|campaigns|topics|avatars|competitors|sources|opportunities)/.exec(pathname)?.[1];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          <span className="sr-only">Brand: </span>
          {/* Shorter from 1280 px, where it shares the row with the brand's navigation; the full name is in the menu. */}
          <span className="max-w-28 truncate sm:max-w-48 xl:max-w-32">{current?.name ?? 'Choose a brand'}</span>
          <span className="sr-only"> (switch brand)</span>
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-20 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-medium text-slate-600">Brands</DropdownMenu.Label>
          {(brands.data ?? []).map((brand) => (
            <DropdownMenu.Item
              key={brand.id}
              className={menuItem}
              onSelect={() =>
                void navigate(
                  section
                    ? { to: `/brands/$brandId/${section as 'answers'}`, params: { brandId: brand.id } }
                    : { to: '/brands/$brandId', params: { brandId: brand.id } },
                )
              }
            >
              {brand.name}
              {brand.id === brandId ? <span className="sr-only"> (current)</span> : null}
            </DropdownMenu.Item>
          ))}
          <BrandActions brandId={current?.id} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The current brand's settings, and a new brand for those who may write. */
function BrandActions({ brandId }: { brandId: string | undefined }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  if (!brandId && !canWrite) return null;
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      {brandId ? (
        <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/brands/$brandId/settings', params: { brandId } })}>
          Brand settings…
        </DropdownMenu.Item>
      ) : null}
      {canWrite ? (
        <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/brands/new' })}>
          New brand…
        </DropdownMenu.Item>
      ) : null}
    </>
  );
}

function UserMenu() {
  const { session } = useRouteContext({ from: '/app' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canManage = useCanManage();
  const leave = async () => {
    await signOut().catch(() => undefined);
    // Off the signed-in pages first: their queries, cleared while still shown, would be read again without a session.
    queryClient.setQueryData(sessionQuery.queryKey, null);
    await navigate({ to: '/login', search: {} });
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" aria-label={`Account menu for ${session.user.email}`}>
          <span className="max-w-28 truncate sm:max-w-48 xl:max-w-40">{session.user.email}</span>
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-20 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs text-slate-600">
            {session.user.role} · {session.account.plan} plan
          </DropdownMenu.Label>
          <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/settings/account' })}>
            Settings › Account
          </DropdownMenu.Item>
          {canManage ? (
            <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/settings/team' })}>
              Settings › Team
            </DropdownMenu.Item>
          ) : null}
          {canManage ? (
            <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/settings/keys' })}>
              Settings › API keys
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={menuItem} onSelect={() => void navigate({ to: '/settings/usage' })}>
            Usage
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItem} onSelect={() => void leave()}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function AppShell() {
  const { brandId } = useParams({ strict: false });
  const canManage = useCanManage();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // A brand's navigation scrolls sideways when the window is too narrow for it: the current page's link is kept in view.
  useLayoutEffect(() => {
    const active = nav.current?.querySelector('[aria-current="page"]');
    if (!nav.current || !active) return;
    const bar = nav.current.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left < bar.left || link.right > bar.right) nav.current.scrollLeft += link.left - bar.left - (bar.width - link.width) / 2;
  }, [pathname]);
  return (
    <div className="min-h-screen">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        {/* One row from 1280 px. Narrower, a brand's navigation takes a row of its own under the top bar and scrolls sideways
            rather than wrapping; its links stay in the same tab order, before the account menu. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
          <Link to="/" className="mr-1 shrink-0 text-lg font-bold text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
            Brandlens
          </Link>
          <BrandSwitcher brandId={brandId} />
          <nav
            ref={nav}
            aria-label="Main"
            className={`flex items-center gap-0.5 p-0.5 ${
              brandId
                ? 'order-last w-full overflow-x-auto [scrollbar-width:thin] xl:order-none xl:w-auto xl:min-w-0 xl:flex-1'
                : 'flex-wrap'
            }`}
          >
            {brandId ? (
              <>
                <Link to="/brands/$brandId" params={{ brandId }} className={navLink} activeOptions={{ exact: true, includeSearch: false }}>
                  Overview
                </Link>
                <Link to="/brands/$brandId/answers" params={{ brandId }} className={navLink} activeOptions={{ includeSearch: false }}>
                  Answers
                </Link>
                <Link to="/brands/$brandId/competitors" params={{ brandId }} className={navLink} activeOptions={{ includeSearch: false }}>
                  Competitors
                </Link>
                <Link to="/brands/$brandId/sources" params={{ brandId }} className={navLink} activeOptions={{ includeSearch: false }}>
                  Sources
                </Link>
                <Link to="/brands/$brandId/opportunities" params={{ brandId }} className={navLink} activeOptions={{ includeSearch: false }}>
                  Opportunities
                </Link>
                <Link to="/brands/$brandId/campaigns" params={{ brandId }} className={navLink}>
                  Campaigns
                </Link>
                <Link to="/brands/$brandId/topics" params={{ brandId }} className={navLink}>
                  Topics
                </Link>
                <Link to="/brands/$brandId/avatars" params={{ brandId }} className={navLink}>
                  Avatars
                </Link>
              </>
            ) : null}
            {canManage ? (
              <Link to="/settings/keys" className={navLink}>
                API keys
              </Link>
            ) : null}
            <Link to="/settings/account" className={navLink} activeOptions={{ exact: false }}>
              Settings
            </Link>
          </nav>
          <div className="ml-auto shrink-0">
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}

export function NotFound() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-700">
        <Link to="/" className="text-indigo-700 underline">
          Back to the dashboard
        </Link>
      </p>
    </main>
  );
}
