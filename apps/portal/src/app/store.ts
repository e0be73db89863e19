import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';

export function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export const store = makeStore();
export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
