import { homeQuery, publicProfileResponse, searchQuery, usernameParam, usersPage } from '../users.js';
import { endpoints } from './define.js';
import { usersPaths } from './users.paths.js';

export const usersApi = endpoints(usersPaths, {
  home: { query: homeQuery, answer: usersPage },
  search: { query: searchQuery, answer: usersPage },
  publicProfile: { params: usernameParam, answer: publicProfileResponse },
});
