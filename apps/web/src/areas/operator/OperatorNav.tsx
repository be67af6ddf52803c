import { Link, matchPath, useLocation } from 'react-router';
import { pathTo } from '../../lib/paths';
import classes from './operator.module.css';
import { type OperatorRouteName, operatorPath, operatorRoutes } from './paths';

interface NavItem {
  label: string;
  to: OperatorRouteName;
  /** The screens where this item shows as current (its own by default). */
  current?: OperatorRouteName[];
}

/** The console's menu. Later issues add their screens here (orders, professionals, coupons, tickets). */
export const operatorNav: NavItem[] = [
  { label: 'Painel', to: 'dashboard' },
  { label: 'Pedidos', to: 'orders', current: ['orders', 'order'] },
  { label: 'Financeiro', to: 'finance' },
  { label: 'Chamados', to: 'tickets', current: ['tickets', 'ticket'] },
  { label: 'Atendimento', to: 'support' },
  { label: 'Assinaturas', to: 'subscriptions' },
  { label: 'Profissionais', to: 'professionals', current: ['professionals', 'professional'] },
  { label: 'Clientes', to: 'customers', current: ['customers', 'customer'] },
  { label: 'Cupons', to: 'coupons' },
  { label: 'Estados', to: 'states' },
  { label: 'Cidades', to: 'cities' },
  { label: 'Bairros', to: 'districts', current: ['districts', 'city'] },
  { label: 'Registro', to: 'audit' },
];

const isCurrent = (item: NavItem, pathname: string) =>
  (item.current ?? [item.to]).some((name) =>
    matchPath({ path: `${pathTo('operator')}/${operatorRoutes[name]}`, end: true }, pathname),
  );

export function OperatorNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Menu do operador" className={classes.navColumn}>
      <ul className={classes.nav}>
        {operatorNav.map((item) => (
          <li key={item.to}>
            <Link
              to={operatorPath(item.to)}
              className={classes.navLink}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
