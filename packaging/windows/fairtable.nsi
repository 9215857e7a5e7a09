; fairtable installer for Windows (NSIS 3, Modern UI 2).
;
; A per-user install: no administrator rights, the program goes to %LOCALAPPDATA%\Programs\fairtable,
; a Start menu entry, (optionally) fairtable in Explorer's "Open with" for saved games and a desktop
; shortcut are made, and the uninstaller is registered in "Apps & features" under HKCU. packaging/build.py compiles it with:
;
;   makensis /DAPP_NAME=fairtable /DAPP_VERSION=0.1.0 /DAPP_ARCH=x64 /DPAYLOAD=<dist\fairtable>
;            /DICON=<build\icons\fairtable.ico> /DOUTFILE=<dist\fairtable-0.1.0-windows-x64-setup.exe>
;            packaging\windows\fairtable.nsi
;
; PAYLOAD is the onedir bundle (fairtable.exe and _internal\). Any folder compiles, so the script can be
; checked on Linux (makensis from Debian's nsis package).

Unicode true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!ifndef APP_NAME
  !define APP_NAME "fairtable"
!endif
!ifndef APP_VERSION
  !error "define APP_VERSION (e.g. /DAPP_VERSION=0.1.0)"
!endif
!ifndef APP_ARCH
  !define APP_ARCH "x64"
!endif
!ifndef PAYLOAD
  !error "define PAYLOAD: the onedir bundle folder (dist\fairtable)"
!endif
!ifndef OUTFILE
  !define OUTFILE "${APP_NAME}-${APP_VERSION}-windows-${APP_ARCH}-setup.exe"
!endif

!define APP_EXE "${APP_NAME}.exe"
!define UNINSTALLER "Uninstall ${APP_NAME}.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"
!define SETTINGS_KEY "Software\${APP_NAME}"
; Saved games are .json files: the installer offers fairtable in Explorer's "Open with" for .json (a ProgID
; listed under .json\OpenWithProgids) without taking .json from the program that opens it now.
!define PROGID "${APP_NAME}.record"
!define CLASSES "Software\Classes"
!define SHCNE_ASSOCCHANGED 0x08000000

!include "MUI2.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME} ${APP_VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "${APP_NAME} ${APP_VERSION}"

VIProductVersion "${APP_VERSION}.0"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${APP_VERSION}"
VIAddVersionKey "FileVersion" "${APP_VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "LegalCopyright" "MIT License"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${APP_NAME} (required)" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; a new version replaces the bundled runtime whole, so no file of an older one stays behind
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  File /r "${PAYLOAD}\*"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${APP_VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "fairtable developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Open saved games from Explorer" SecFileType
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "${APP_NAME} saved game"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The game, its Python and Qt runtime, and a Start menu entry."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecFileType} "Offer ${APP_NAME} in Explorer's $\"Open with$\" for saved games (.json files)."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to ${APP_NAME} on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; only what the installer put there: the user's saved games live in %APPDATA%\fairtable and stay
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"  ; the bundled components' licences (docs/packaging.md, "Licences")
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
  ; the file association: fairtable's own keys and value; the .json key only if nothing else is left in it
  DeleteRegValue HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifnosubkeys /ifnovalues HKCU "${CLASSES}\.json\OpenWithProgids"
  DeleteRegKey /ifnosubkeys /ifnovalues HKCU "${CLASSES}\.json"
  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegKey HKCU "${CLASSES}\Applications\${APP_EXE}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd
