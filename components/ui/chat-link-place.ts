/** The attribute that carries a chat link's place to the analytics code (written only when analytics is on). */
export const CHAT_PLACE_ATTRIBUTE = "data-chat-place";
