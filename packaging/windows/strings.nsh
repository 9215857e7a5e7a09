; The installer's own words in each of its languages (NSIS's pages bring their own). fairtable.nsi includes
; this after its MUI_LANGUAGE lines; a string missing in one language fails the build (makensis -WX).
; MessageBox buttons are Windows' own, in the system's language, so the texts do not name them.

LangString RUN_APP ${LANG_ENGLISH} "Start ${APP_NAME}"
LangString RUN_APP ${LANG_GERMAN} "${APP_NAME} starten"
LangString RUN_APP ${LANG_JAPANESE} "${APP_NAME} を起動する"
LangString RUN_APP ${LANG_SIMPCHINESE} "启动 ${APP_NAME}"
LangString RUN_APP ${LANG_TRADCHINESE} "啟動 ${APP_NAME}"

LangString NEEDS_WINDOWS_10 ${LANG_ENGLISH} "${APP_NAME} needs Windows 10 or newer. This Windows is older, so nothing was installed."
LangString NEEDS_WINDOWS_10 ${LANG_GERMAN} "${APP_NAME} braucht Windows 10 oder neuer. Dieses Windows ist älter, daher wurde nichts installiert."
LangString NEEDS_WINDOWS_10 ${LANG_JAPANESE} "${APP_NAME} には Windows 10 以降が必要です。この Windows はそれより古いため、何もインストールしませんでした。"
LangString NEEDS_WINDOWS_10 ${LANG_SIMPCHINESE} "${APP_NAME} 需要 Windows 10 或更高版本。此 Windows 版本较旧，因此没有安装任何内容。"
LangString NEEDS_WINDOWS_10 ${LANG_TRADCHINESE} "${APP_NAME} 需要 Windows 10 或更新版本。這個 Windows 版本較舊，因此沒有安裝任何內容。"

LangString NEEDS_64_BIT ${LANG_ENGLISH} "This is the 64-bit ${APP_NAME} and this Windows is 32-bit, so nothing was installed."
LangString NEEDS_64_BIT ${LANG_GERMAN} "Dies ist ${APP_NAME} für 64-Bit-Windows, dieses Windows ist aber ein 32-Bit-System, daher wurde nichts installiert."
LangString NEEDS_64_BIT ${LANG_JAPANESE} "これは 64 ビット版の ${APP_NAME} ですが、この Windows は 32 ビット版のため、何もインストールしませんでした。"
LangString NEEDS_64_BIT ${LANG_SIMPCHINESE} "这是 64 位的 ${APP_NAME}，而此 Windows 是 32 位的，因此没有安装任何内容。"
LangString NEEDS_64_BIT ${LANG_TRADCHINESE} "這是 64 位元的 ${APP_NAME}，而這個 Windows 是 32 位元的，因此沒有安裝任何內容。"

; shown by the installer (an update) and by the uninstaller; nothing has been changed when it shows
LangString APP_RUNNING ${LANG_ENGLISH} "${APP_NAME} is running. Close it, then try again; or cancel, and nothing is changed. (The game is saved after every move.)"
LangString APP_RUNNING ${LANG_GERMAN} "${APP_NAME} läuft noch. Bitte ${APP_NAME} schließen und es dann erneut versuchen, oder abbrechen: dann wird nichts geändert. (Die Partie ist nach jedem Zug gesichert.)"
LangString APP_RUNNING ${LANG_JAPANESE} "${APP_NAME} が実行中です。${APP_NAME} を終了してから再試行してください。キャンセルすると何も変更しません。（ゲームは一手ごとに保存されています。）"
LangString APP_RUNNING ${LANG_SIMPCHINESE} "${APP_NAME} 正在运行。请关闭它后重试；或者取消，则不做任何更改。（对局在每一步之后都已保存。）"
LangString APP_RUNNING ${LANG_TRADCHINESE} "${APP_NAME} 正在執行。請關閉它後重試；或者取消，則不做任何變更。（對局在每一步之後都已存檔。）"

LangString SEC_APP ${LANG_ENGLISH} "${APP_NAME} (required)"
LangString SEC_APP ${LANG_GERMAN} "${APP_NAME} (erforderlich)"
LangString SEC_APP ${LANG_JAPANESE} "${APP_NAME}（必須）"
LangString SEC_APP ${LANG_SIMPCHINESE} "${APP_NAME}（必需）"
LangString SEC_APP ${LANG_TRADCHINESE} "${APP_NAME}（必要）"

LangString SEC_APP_DESCRIPTION ${LANG_ENGLISH} "The game, its Python and Qt runtime, and a Start menu entry."
LangString SEC_APP_DESCRIPTION ${LANG_GERMAN} "Das Spiel, seine Python- und Qt-Laufzeitumgebung und ein Eintrag im Startmenü."
LangString SEC_APP_DESCRIPTION ${LANG_JAPANESE} "ゲーム本体、その Python と Qt のランタイム、スタート メニューの項目。"
LangString SEC_APP_DESCRIPTION ${LANG_SIMPCHINESE} "游戏本身、它的 Python 和 Qt 运行环境，以及一个开始菜单项。"
LangString SEC_APP_DESCRIPTION ${LANG_TRADCHINESE} "遊戲本身、它的 Python 與 Qt 執行環境，以及一個「開始」功能表項目。"

LangString SEC_FILE_TYPE ${LANG_ENGLISH} "Open saved games from Explorer"
LangString SEC_FILE_TYPE ${LANG_GERMAN} "Partien im Explorer öffnen"
LangString SEC_FILE_TYPE ${LANG_JAPANESE} "保存したゲームをエクスプローラーから開く"
LangString SEC_FILE_TYPE ${LANG_SIMPCHINESE} "从资源管理器打开已保存的对局"
LangString SEC_FILE_TYPE ${LANG_TRADCHINESE} "從檔案總管開啟存檔的對局"

LangString SEC_FILE_TYPE_DESCRIPTION ${LANG_ENGLISH} "Offer ${APP_NAME} in Explorer's $\"Open with$\" for saved games (.json files)."
LangString SEC_FILE_TYPE_DESCRIPTION ${LANG_GERMAN} "${APP_NAME} im Explorer unter „Öffnen mit“ für gespeicherte Partien (.json-Dateien) anbieten."
LangString SEC_FILE_TYPE_DESCRIPTION ${LANG_JAPANESE} "エクスプローラーの「プログラムから開く」で、保存したゲーム（.json ファイル）に ${APP_NAME} を表示します。"
LangString SEC_FILE_TYPE_DESCRIPTION ${LANG_SIMPCHINESE} "在资源管理器的“打开方式”中为已保存的对局（.json 文件）列出 ${APP_NAME}。"
LangString SEC_FILE_TYPE_DESCRIPTION ${LANG_TRADCHINESE} "在檔案總管的「開啟檔案」中為存檔的對局（.json 檔案）列出 ${APP_NAME}。"

LangString FILE_TYPE_NAME ${LANG_ENGLISH} "${APP_NAME} saved game"
LangString FILE_TYPE_NAME ${LANG_GERMAN} "Gespeicherte ${APP_NAME}-Partie"
LangString FILE_TYPE_NAME ${LANG_JAPANESE} "${APP_NAME} の保存したゲーム"
LangString FILE_TYPE_NAME ${LANG_SIMPCHINESE} "${APP_NAME} 已保存的对局"
LangString FILE_TYPE_NAME ${LANG_TRADCHINESE} "${APP_NAME} 存檔的對局"

LangString SEC_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString SEC_DESKTOP ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString SEC_DESKTOP ${LANG_JAPANESE} "デスクトップのショートカット"
LangString SEC_DESKTOP ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString SEC_DESKTOP ${LANG_TRADCHINESE} "桌面捷徑"

LangString SEC_DESKTOP_DESCRIPTION ${LANG_ENGLISH} "A shortcut to ${APP_NAME} on the desktop."
LangString SEC_DESKTOP_DESCRIPTION ${LANG_GERMAN} "Eine Verknüpfung zu ${APP_NAME} auf dem Desktop."
LangString SEC_DESKTOP_DESCRIPTION ${LANG_JAPANESE} "デスクトップに ${APP_NAME} のショートカットを作成します。"
LangString SEC_DESKTOP_DESCRIPTION ${LANG_SIMPCHINESE} "在桌面上创建 ${APP_NAME} 的快捷方式。"
LangString SEC_DESKTOP_DESCRIPTION ${LANG_TRADCHINESE} "在桌面建立 ${APP_NAME} 的捷徑。"
