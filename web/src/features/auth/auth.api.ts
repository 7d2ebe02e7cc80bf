import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { identity } from '../../api/routes/identity.generated';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation(routeEndpoint(identity, 'login')),
    register: build.mutation(routeEndpoint(identity, 'register')),
    /** Ends the session on the server too, so the token is refused even if a copy of it was kept. */
    logout: build.mutation(routeEndpoint(identity, 'logout')),
    me: build.query({ ...routeEndpoint(identity, 'me'), providesTags: ['Me'] }),
    forgotPassword: build.mutation(routeEndpoint(identity, 'forgotPassword')),
    resetPassword: build.mutation(routeEndpoint(identity, 'resetPassword')),
    /** Answers a new token for this session: every other one ends. */
    changePassword: build.mutation(routeEndpoint(identity, 'changePassword')),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useMeQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
