import type { CharacterView, GameDetail } from "../../../contract/creation";
import type { AddCharacterRequest, UpdateGameRequest } from "../../../contract/edit-game";
import { apiRequest } from "../../api/request";

/** Edit Game's own calls (spec 002 §7), typed by the contract. */

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const updateGame = async (id: string, body: UpdateGameRequest): Promise<GameDetail> =>
  (await apiRequest("PUT", game(id), body)).json();

export const addCharacter = async (id: string, body: AddCharacterRequest): Promise<CharacterView> =>
  (await apiRequest("POST", `${game(id)}/characters`, body)).json();
