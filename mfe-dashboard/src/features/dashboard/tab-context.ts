import { createContext, useContext } from 'react';

/** Opens a tab of the dashboard from anywhere inside it (Quick Actions' "Join Challenge", the composer's "Challenge"). */
export const ShowTabContext = createContext<(tab: string) => void>(() => undefined);
export const useShowTab = () => useContext(ShowTabContext);
