import { createContext, useContext } from 'react';

/**
 * True while a page shows the data it was rendered with (rendered-page-data.ts) and the live
 * answer has not arrived yet: what a sale changes (availability, places left) may be out of date
 * then, so those parts keep their place but say nothing, and nothing can be added to the cart.
 */
export const RenderedDataContext = createContext(false);

export const useShowingRenderedData = () => useContext(RenderedDataContext);
