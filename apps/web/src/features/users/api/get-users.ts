import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@hotel/contracts';
import { apiJson } from '../../../lib/api';

export const usersQueryOptions = () => queryOptions({ queryKey: ['/api/users'], queryFn: () => apiJson<User[]>('GET', '/api/users') });

export const useUsers = (enabled: boolean) => useQuery({ ...usersQueryOptions(), enabled });
