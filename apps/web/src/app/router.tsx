import { createBrowserRouter } from 'react-router';
import { routes } from './route-table.tsx';

export const router = createBrowserRouter(routes);
